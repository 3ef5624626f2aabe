import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { ErrorState } from '../../../components/error-state';
import { FormSkeleton } from '../../../components/form/form-skeleton';
import { isRestaurantMissing, useOwnerRestaurant } from '../api/get-owner-restaurant';
import { NoRestaurantNotice } from '../components/no-restaurant-notice';
import { RestaurantForm } from '../components/restaurant-form';

/** /restaurant/dashboard/update-restaurant-info/. */
export function UpdateRestaurantInfoPage() {
  const restaurant = useOwnerRestaurant();
  return (
    <DashboardPage
      id="update-restaurant-info"
      title="Update Restaurant Info"
      description="What customers see on your restaurant's page. The page address follows the name."
    >
      {isRestaurantMissing(restaurant.error) ? (
        <NoRestaurantNotice />
      ) : (
        <Panel className="max-w-3xl">
          {restaurant.data ? (
            <RestaurantForm key={restaurant.data.id} restaurant={restaurant.data} />
          ) : restaurant.isError ? (
            <ErrorState
              message="Your restaurant could not be loaded."
              onRetry={() => void restaurant.refetch()}
              retrying={restaurant.isFetching}
            />
          ) : (
            <FormSkeleton
              label="Loading your restaurant"
              blocks={['pair', 'text', 'image']}
              testId="restaurant-form-loading"
            />
          )}
        </Panel>
      )}
    </DashboardPage>
  );
}
