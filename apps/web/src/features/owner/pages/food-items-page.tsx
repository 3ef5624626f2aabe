import { OWNER_FOODS_PAGE_SIZE, type Food } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { PageGone } from '../../../components/dashboard/page-gone';
import { Panel } from '../../../components/dashboard/panel';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { showToast } from '../../../components/toast';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { translate, useMessages } from '../../../i18n';
import { isInvalidPage } from '../../../lib/is-invalid-page';
import { useDeleteFood } from '../api/delete-food';
import { ownerTagsQueryOptions } from '../api/get-food-lookups';
import { useOwnerFoods } from '../api/get-owner-foods';
import { FoodItemsSkeleton, FoodItemsTable } from '../components/food-items-table';
import { RequireRestaurant } from '../components/require-restaurant';
import { ownerMessages } from '../messages';

/** /restaurant/dashboard/food-items/: the owner's foods, 6 a page (?page=), with edit and delete. */
export function FoodItemsPage() {
  const t = useMessages(ownerMessages);
  const [page, setPage] = usePageParam('food-items');
  const foods = useOwnerFoods(page);
  const tags = useQuery(ownerTagsQueryOptions());
  const tagNames = useMemo(() => new Map(tags.data?.map((tag) => [tag.id, tag.name])), [tags.data]);
  const remove = useDeleteFlow<Food>(useDeleteFood(), (deleted) => {
    showToast(translate(ownerMessages, 'toastFoodDeleted', { name: deleted.name }));
    // The last food of the last page is gone: show the page before it.
    if (page > 1 && foods.data?.results.length === 1) setPage(page - 1);
  });

  let content;
  if (foods.isPending) {
    content = <FoodItemsSkeleton />;
  } else if (foods.isError) {
    content = isInvalidPage(foods.error) ? (
      <PageGone page={page} onFirstPage={() => setPage(1)} />
    ) : (
      <ErrorState
        message={t('foodsFailed')}
        onRetry={() => void foods.refetch()}
        retrying={foods.isFetching}
      />
    );
  } else if (foods.data.count === 0 || foods.data.results.length === 0) {
    content = <EmptyState title={t('noData')} />;
  } else {
    content = (
      <>
        <FoodItemsTable foods={foods.data.results} tagNames={tagNames} onDelete={remove.open} />
        <Pagination
          count={foods.data.count}
          pageSize={OWNER_FOODS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          className="mt-6"
        />
      </>
    );
  }

  return (
    <DashboardPage
      id="food-items-list"
      title={t('listTitle')}
      actions={<AddLink to="/restaurant/dashboard/add-food-item/">{t('addTitle')}</AddLink>}
    >
      <RequireRestaurant>
        <div id="food-items" className="scroll-mt-20">
          <Panel>{content}</Panel>
        </div>
      </RequireRestaurant>
      <ConfirmDeleteDialog
        {...remove.dialog}
        title={remove.target ? t('deleteTitle', { name: remove.target.name }) : t('delete')}
        description={t('deleteDescription')}
        testId="delete-food-dialog"
      />
    </DashboardPage>
  );
}
