import { useState } from 'react';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { CardGrid, CardGridSkeleton } from '../../../components/food-grid';
import { PageTitle } from '../../../components/page-title';
import { useFormat, useMessages } from '../../../i18n';
import { useRestaurantCards } from '../../../lib/restaurant-cards';
import { RestaurantCard } from '../components/restaurant-card';
import { restaurantsMessages } from '../messages';

/** Cards drawn at first, and added by each "Show more": a long list is not drawn at once on a slow phone. */
export const RESTAURANTS_AT_ONCE = 24;

/** restaurant-list/: every restaurant as a card linking to /restaurant/{slug}/, drawn a screenful at a time. */
export function RestaurantListPage() {
  const t = useMessages(restaurantsMessages);
  const { formatNumber } = useFormat();
  const restaurants = useRestaurantCards();
  const [shown, setShown] = useState(RESTAURANTS_AT_ONCE);

  return (
    <section aria-labelledby="restaurants-title" className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <PageTitle title={t('listTitle')} />
      <header className="mb-8">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('listEyebrow')}</p>
        <h1 id="restaurants-title" className="text-3xl font-extrabold sm:text-4xl">
          {t('listHeading')}
        </h1>
      </header>
      {restaurants.isPending ? (
        <CardGridSkeleton count={6} columns={3} label={t('listLoading')} />
      ) : restaurants.isError ? (
        <ErrorState
          message={t('listError')}
          onRetry={() => void restaurants.refetch()}
          retrying={restaurants.isFetching}
        />
      ) : restaurants.data.length === 0 ? (
        <EmptyState title={t('listEmpty')} />
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
                {t('listShowing', {
                  shown: formatNumber(shown),
                  total: formatNumber(restaurants.data.length),
                })}
              </p>
              <Button variant="outline" onClick={() => setShown((n) => n + RESTAURANTS_AT_ONCE)}>
                {t('listShowMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
