import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardGridSkeleton } from '../../../components/food-grid';
import { PageTitle } from '../../../components/page-title';
import { usePageParam } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { Tabs, type TabItem } from '../../../components/tabs';
import { useMessages } from '../../../i18n';
import { useCategories } from '../../../lib/lookups';
import { CATEGORY_PAGE_SIZE, useCategoryFoods } from '../api/get-category-foods';
import { PagedFoods } from '../../../components/paged-foods';
import { DEFAULT_MENU_TAB, menuCategories } from '../lib/menu-tabs';
import { catalogMessages } from '../messages';

const LIST_ID = 'menu-foods';

/**
 * our-menu/: one tab per menu category that exists (Pizza, Pasta, Burgers, Drinks, Desserts), Pizza by
 * default, each a paged grid of the category's foods. The tab (?tab=pasta) and page (?page=2) are in the URL.
 */
export function OurMenuPage() {
  const t = useMessages(catalogMessages);
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam(LIST_ID);
  const categories = useCategories();

  const tabs: TabItem[] = menuCategories
    .filter((slug) => categories.data?.some((category) => category.slug === slug))
    .map((slug) => ({ value: slug, label: t(`menu_${slug}`) }));
  const requested = params.get('tab');
  const active =
    tabs.find((tab) => tab.value === requested)?.value ??
    tabs.find((tab) => tab.value === DEFAULT_MENU_TAB)?.value ??
    tabs[0]?.value;
  const foods = useCategoryFoods(active ?? '', page, active !== undefined);

  function selectTab(value: string) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  return (
    <section aria-labelledby="menu-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={t('ourMenu')} />
      <header id={LIST_ID} className="mb-8 scroll-mt-24 text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('freshEveryDay')}</p>
        <h1 id="menu-title" className="text-3xl font-extrabold sm:text-4xl">
          {t('ourMenu')}
        </h1>
      </header>

      {categories.isPending ? (
        <div role="status" aria-label={t('loadingMenu')} aria-busy="true" data-testid="menu-skeleton">
          <div className="mb-6 flex justify-center gap-2 overflow-hidden">
            {menuCategories.map((slug) => (
              <Skeleton key={slug} className="h-10 w-24 shrink-0 rounded-full" />
            ))}
          </div>
          <CardGridSkeleton count={CATEGORY_PAGE_SIZE} columns={5} label={t('loadingFoods')} />
        </div>
      ) : categories.isError ? (
        <ErrorState
          message={t('menuFailed')}
          onRetry={() => void categories.refetch()}
          retrying={categories.isFetching}
        />
      ) : active === undefined ? (
        <EmptyState title={t('noData')} />
      ) : (
        <Tabs items={tabs} value={active} onChange={selectTab} label={t('menuCategories')}>
          <PagedFoods query={foods} page={page} pageSize={CATEGORY_PAGE_SIZE} onPageChange={setPage} />
        </Tabs>
      )}
    </section>
  );
}
