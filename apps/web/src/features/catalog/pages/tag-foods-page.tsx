import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
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

  if (tags.isSuccess && !tags.data.some((known) => known.slug === tag)) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
        <PageTitle title="Page not found" />
        <p className="text-6xl font-extrabold text-brand-600">404</p>
        <h1 className="text-2xl font-bold sm:text-3xl">Page not found</h1>
        <p className="text-stone-600">The page you are looking for is not on the menu.</p>
        <Link to="/" className={buttonClasses()}>
          Back to home
        </Link>
      </section>
    );
  }

  return (
    <section aria-labelledby={`${LIST_ID}-title`} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={title} />
      <FoodListHeader id={LIST_ID} title={title} count={query.data?.count} />
      <PagedFoods query={query} page={page} pageSize={TAG_PAGE_SIZE} onPageChange={setPage} />
    </section>
  );
}
