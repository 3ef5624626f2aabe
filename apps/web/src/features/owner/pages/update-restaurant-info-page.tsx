import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { ErrorState } from '../../../components/error-state';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { useMessages } from '../../../i18n';
import { isRestaurantMissing, useOwnerRestaurant } from '../api/get-owner-restaurant';
import { NoRestaurantNotice } from '../components/no-restaurant-notice';
import { RestaurantForm } from '../components/restaurant-form';
import { ownerMessages } from '../messages';

/** /restaurant/dashboard/update-restaurant-info/. */
export function UpdateRestaurantInfoPage() {
  const t = useMessages(ownerMessages);
  const restaurant = useOwnerRestaurant();
  return (
    <DashboardPage
      id="update-restaurant-info"
      title={t('restaurantTitle')}
      description={t('restaurantDescription')}
    >
      {isRestaurantMissing(restaurant.error) ? (
        <NoRestaurantNotice />
      ) : (
        <Panel className="max-w-3xl">
          {restaurant.data ? (
            <RestaurantForm key={restaurant.data.id} restaurant={restaurant.data} />
          ) : restaurant.isError ? (
            <ErrorState
              message={t('restaurantFailed')}
              onRetry={() => void restaurant.refetch()}
              retrying={restaurant.isFetching}
            />
          ) : (
            <FormSkeleton
              label={t('loadingRestaurant')}
              blocks={['pair', 'text', 'image']}
              testId="restaurant-form-loading"
            />
          )}
        </Panel>
      )}
    </DashboardPage>
  );
}
