import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { usePageParam } from '../../../components/pagination';
import { CATEGORY_PAGE_SIZE, useCategoryFoods } from '../api/get-category-foods';
import { FoodListHeader } from '../components/food-list-header';
import { catalogMessages } from '../messages';
import { PagedFoods } from '../../../components/paged-foods';
import { useMessages } from '../../../i18n';

const LIST_ID = 'category-foods';

/** category/{slug}/: the category's foods, 10 a page; the heading is the slug. */
export function CategoryFoodsPage() {
  const t = useMessages(catalogMessages);
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam(LIST_ID);
  const query = useCategoryFoods(slug, page);

  return (
    <section aria-labelledby={`${LIST_ID}-title`} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={slug} />
      <FoodListHeader id={LIST_ID} title={slug} count={query.data?.count} eyebrow={t('category')} />
      <PagedFoods query={query} page={page} pageSize={CATEGORY_PAGE_SIZE} onPageChange={setPage} />
    </section>
  );
}
