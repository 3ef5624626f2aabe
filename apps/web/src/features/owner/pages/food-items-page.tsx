import type { Food } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Pagination, usePageParam } from '../../../components/pagination';
import { isInvalidPage } from '../../../lib/is-invalid-page';
import { ownerTagsQueryOptions } from '../api/get-food-lookups';
import { OWNER_FOODS_PAGE_SIZE, useOwnerFoods } from '../api/get-owner-foods';
import { DeleteFoodDialog } from '../components/delete-food-dialog';
import { FoodItemsSkeleton, FoodItemsTable } from '../components/food-items-table';
import { RequireRestaurant } from '../components/require-restaurant';
import { OwnerPage, Panel } from '../components/owner-page';

/** /restaurant/dashboard/food-items/: the owner's foods, 6 a page (?page=), with edit and delete. */
export function FoodItemsPage() {
  const [page, setPage] = usePageParam('food-items');
  const foods = useOwnerFoods(page);
  const tags = useQuery(ownerTagsQueryOptions());
  const tagNames = useMemo(() => new Map(tags.data?.map((tag) => [tag.id, tag.name])), [tags.data]);
  const [deleting, setDeleting] = useState<Food | null>(null);

  function afterDelete() {
    // The last food of the last page is gone: show the page before it.
    if (page > 1 && foods.data?.results.length === 1) setPage(page - 1);
  }

  let content;
  if (foods.isPending) {
    content = <FoodItemsSkeleton />;
  } else if (foods.isError) {
    content = isInvalidPage(foods.error) ? (
      <EmptyState title={`There is no page ${page} here.`}>
        <button type="button" className={buttonClasses()} onClick={() => setPage(1)}>
          Go to page 1
        </button>
      </EmptyState>
    ) : (
      <ErrorState
        message="The food items could not be loaded."
        onRetry={() => void foods.refetch()}
        retrying={foods.isFetching}
      />
    );
  } else if (foods.data.count === 0 || foods.data.results.length === 0) {
    content = <EmptyState title="No Data Found" />;
  } else {
    content = (
      <>
        <FoodItemsTable foods={foods.data.results} tagNames={tagNames} onDelete={setDeleting} />
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
    <OwnerPage
      title="All Food Items"
      actions={
        <Link to="/restaurant/dashboard/add-food-item/" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4.5" />
          Add Food Item
        </Link>
      }
    >
      <RequireRestaurant>
        <div id="food-items" className="scroll-mt-20">
          <Panel>{content}</Panel>
        </div>
      </RequireRestaurant>
      <DeleteFoodDialog food={deleting} onClose={() => setDeleting(null)} onDeleted={afterDelete} />
    </OwnerPage>
  );
}
