import type { Restaurant } from '@bhoj/contract';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { useAdminRestaurants } from '../api/get-admin-restaurants';
import { AdminRestaurantCard } from '../components/admin-restaurant-card';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** admin/dashboard/restaurant-list/: every restaurant, approved or not, with approve and delete. */
export function AdminRestaurantListPage() {
  const restaurants = useAdminRestaurants();
  const remove = useDeleteFlow<Restaurant>(useDeleteRestaurant());

  return (
    <DashboardPage
      id="admin-restaurants"
      title="Restaurant List"
      description={restaurants.data ? `${restaurants.data.length} restaurants` : undefined}
      actions={<AddLink to="/admin/dashboard/create-restaurant/">Create Restaurant</AddLink>}
    >
      {restaurants.isPending ? (
        <LoadingRows
          label="Loading restaurants"
          count={6}
          className={gridClass}
          rowClassName="h-96 rounded-2xl"
        />
      ) : restaurants.isError ? (
        <ErrorState
          message={restaurants.error.message || 'The restaurants could not be loaded.'}
          onRetry={() => void restaurants.refetch()}
          retrying={restaurants.isFetching}
        />
      ) : restaurants.data.length === 0 ? (
        <EmptyState title="No Data Found" />
      ) : (
        <ul className={gridClass}>
          {restaurants.data.map((restaurant) => (
            <li key={restaurant.id}>
              <AdminRestaurantCard restaurant={restaurant} onDelete={remove.open} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDeleteDialog
        {...remove.dialog}
        description={`Are you sure you want to delete ${remove.target?.name ?? ''} Restaurant?`}
      />
    </DashboardPage>
  );
}
