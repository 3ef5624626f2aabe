import type { Restaurant } from '@bhoj/contract';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { useAdminRestaurants } from '../api/get-admin-restaurants';
import { AdminPage } from '../components/admin-page';
import { AdminRestaurantCard } from '../components/admin-restaurant-card';
import { ConfirmDeleteDialog } from '../components/confirm-delete-dialog';
import { useDeleteFlow } from '../hooks/use-delete-flow';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** admin/dashboard/restaurant-list/: every restaurant, approved or not, with approve and delete. */
export function AdminRestaurantListPage() {
  const restaurants = useAdminRestaurants();
  const remove = useDeleteFlow<Restaurant>(useDeleteRestaurant());

  return (
    <AdminPage
      id="admin-restaurants"
      title="Restaurant List"
      description={restaurants.data ? `${restaurants.data.length} restaurants` : undefined}
      actions={
        <Link to="/admin/dashboard/create-restaurant/" className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-4" />
          Create Restaurant
        </Link>
      }
    >
      {restaurants.isPending ? (
        <div className={gridClass}>
          <span role="status" className="sr-only">
            Loading restaurants
          </span>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-96 rounded-2xl" />
          ))}
        </div>
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
      <ConfirmDeleteDialog {...remove.dialog} name={remove.target?.name ?? ''} kind="Restaurant" />
    </AdminPage>
  );
}
