import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardGrid, CardGridSkeleton } from '../../../components/food-grid';
import { PageTitle } from '../../../components/page-title';
import { useRestaurants } from '../api/get-restaurants';
import { RestaurantCard } from '../components/restaurant-card';

/** Cards drawn at first, and added by each "Show more": a long list is not drawn at once on a slow phone. */
export const RESTAURANTS_AT_ONCE = 24;

/** restaurant-list/: every restaurant as a card linking to /restaurant/{slug}/, drawn a screenful at a time. */
export function RestaurantListPage() {
  const restaurants = useRestaurants();
  const [shown, setShown] = useState(RESTAURANTS_AT_ONCE);

  return (
    <section aria-labelledby="restaurants-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title="Restaurants" />
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">Order from</p>
        <h1 id="restaurants-title" className="text-3xl font-extrabold sm:text-4xl">
          Our restaurants
        </h1>
      </header>
      {restaurants.isPending ? (
        <CardGridSkeleton count={6} columns={3} label="Loading restaurants" />
      ) : restaurants.isError ? (
        <ErrorState
          message="Something went wrong while loading the restaurants."
          onRetry={() => void restaurants.refetch()}
          retrying={restaurants.isFetching}
        />
      ) : restaurants.data.length === 0 ? (
        <EmptyState title="No Data Found" />
      ) : (
        <>
          <CardGrid columns={3}>
            {restaurants.data.slice(0, shown).map((restaurant, index) => (
              <li key={restaurant.id}>
                <RestaurantCard restaurant={restaurant} eager={index === 0} />
              </li>
            ))}
          </CardGrid>
          {restaurants.data.length > shown && (
            <div className="mt-8 flex flex-col items-center gap-2">
              <p className="text-sm text-gray-600" aria-live="polite">
                Showing {shown} of {restaurants.data.length} restaurants
              </p>
              <Button variant="outline" onClick={() => setShown((n) => n + RESTAURANTS_AT_ONCE)}>
                Show more restaurants
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
