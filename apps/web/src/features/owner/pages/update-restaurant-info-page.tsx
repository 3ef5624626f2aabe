import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { isRestaurantMissing, useOwnerRestaurant } from '../api/get-owner-restaurant';
import { NoRestaurantNotice } from '../components/no-restaurant-notice';
import { OwnerPage, Panel } from '../components/owner-page';
import { RestaurantForm } from '../components/restaurant-form';

function RestaurantFormSkeleton() {
  return (
    <div className="space-y-5" data-testid="restaurant-form-loading">
      <span role="status" className="sr-only">
        Loading your restaurant
      </span>
      <div className="grid gap-5 sm:grid-cols-2">
        <Skeleton className="h-[4.5rem]" />
        <Skeleton className="h-[4.5rem]" />
      </div>
      <Skeleton className="h-28" />
      <Skeleton className="h-36" />
    </div>
  );
}

/** /restaurant/dashboard/update-restaurant-info/. */
export function UpdateRestaurantInfoPage() {
  const restaurant = useOwnerRestaurant();
  return (
    <OwnerPage
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
            <RestaurantFormSkeleton />
          )}
        </Panel>
      )}
    </OwnerPage>
  );
}
