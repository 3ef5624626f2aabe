import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { usePageParam } from '../../../components/pagination';
import { TAG_PAGE_SIZE, useTagFoods } from '../api/get-tag-foods';
import { useTags } from '../../../lib/lookups';
import { FoodListHeader } from '../components/food-list-header';
import { PagedFoods } from '../../../components/paged-foods';
import { tagTitle } from '../../../lib/tag-title';

const LIST_ID = 'tag-foods';

/**
 * /{tag}/: the foods of a tag, 6 a page; the title is the tag with dashes turned into spaces. The route
 * catches every one-segment path, so a path that is no tag at all says 'Page not found'.
 */
export function TagFoodsPage() {
  const { tag = '' } = useParams();
  const [page, setPage] = usePageParam(LIST_ID);
  const tags = useTags();
  const query = useTagFoods(tag, page);
  const title = tagTitle(tag);

  if (tags.isSuccess && !tags.data.some((known) => known.slug === tag)) return <NotFoundPage />;

  return (
    <section aria-labelledby={`${LIST_ID}-title`} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={title} />
      <FoodListHeader id={LIST_ID} title={title} count={query.data?.count} />
      <PagedFoods query={query} page={page} pageSize={TAG_PAGE_SIZE} onPageChange={setPage} />
    </section>
  );
}
