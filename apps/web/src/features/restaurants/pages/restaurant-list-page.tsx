import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardGrid, CardGridSkeleton } from '../../../components/food-grid';
import { PageTitle } from '../../../components/page-title';
import { useRestaurants } from '../api/get-restaurants';
import { RestaurantCard } from '../components/restaurant-card';

/** restaurant-list/: every restaurant as a card linking to /restaurant/{slug}/. */
export function RestaurantListPage() {
  const restaurants = useRestaurants();

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
        <CardGrid columns={3}>
          {restaurants.data.map((restaurant, index) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} eager={index === 0} />
            </li>
          ))}
        </CardGrid>
      )}
    </section>
  );
}
