import type { Restaurant } from '@bhoj/contract';
import { AddLink } from '../../../components/dashboard/add-link';
import { ConfirmDeleteDialog } from '../../../components/dashboard/confirm-delete-dialog';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { showToast } from '../../../components/toast';
import { useDeleteFlow } from '../../../hooks/use-delete-flow';
import { translateServerMessage, useMessages } from '../../../i18n';
import { useDeleteRestaurant } from '../api/delete-restaurant';
import { useAdminRestaurants } from '../api/get-admin-restaurants';
import { AdminRestaurantCard } from '../components/admin-restaurant-card';
import { adminMessages } from '../messages';

const gridClass = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** admin/dashboard/restaurant-list/: every restaurant, approved or not, with approve and delete. */
export function AdminRestaurantListPage() {
  const t = useMessages(adminMessages);
  const restaurants = useAdminRestaurants();
  const remove = useDeleteFlow<Restaurant>(useDeleteRestaurant(), (restaurant) =>
    showToast(t('toastRestaurantDeleted', { name: restaurant.name })),
  );

  return (
    <DashboardPage
      id="admin-restaurants"
      title={t('restaurantListTitle')}
      description={restaurants.data ? t('restaurantCount', { count: restaurants.data.length }) : undefined}
      actions={<AddLink to="/admin/dashboard/create-restaurant/">{t('createRestaurant')}</AddLink>}
    >
      {restaurants.isPending ? (
        <LoadingRows
          label={t('loadingRestaurants')}
          count={6}
          className={gridClass}
          rowClassName="h-96 rounded-2xl"
        />
      ) : restaurants.isError ? (
        <ErrorState
          message={
            restaurants.error.message
              ? translateServerMessage(restaurants.error.message)
              : t('restaurantsLoadFailed')
          }
          onRetry={() => void restaurants.refetch()}
          retrying={restaurants.isFetching}
        />
      ) : restaurants.data.length === 0 ? (
        <EmptyState title={t('noData')} />
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
        description={t('confirmDeleteRestaurant', { name: remove.target?.name ?? '' })}
      />
    </DashboardPage>
  );
}
