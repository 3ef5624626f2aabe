import { MapPin, Store } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { MessagePage } from '../../../components/message-page';
import { PageTitle } from '../../../components/page-title';
import { usePageParam } from '../../../components/pagination';
import { Skeleton } from '../../../components/skeleton';
import { ApiError } from '../../../lib/api-client';
import { PagedFoods } from '../../../components/paged-foods';
import { RESTAURANT_PAGE_SIZE, useRestaurantFoods } from '../api/get-restaurant-foods';
import { useRestaurantInfo } from '../api/get-restaurant-info';

const LIST_ID = 'restaurant-foods';

/** restaurant/{slug}/: name and address, then the restaurant's foods, 6 a page, each with its category. */
export function RestaurantPage() {
  const { slug = '' } = useParams();
  const [page, setPage] = usePageParam(LIST_ID);
  const info = useRestaurantInfo(slug);
  const foods = useRestaurantFoods(slug, page);

  if (info.error instanceof ApiError && info.error.status === 404) {
    return (
      <MessagePage
        title="Restaurant not found"
        icon={Store}
        text="We could not find this restaurant. It may have closed or moved."
        link={{ to: '/restaurant-list/', label: 'See all restaurants' }}
      />
    );
  }

  return (
    <>
      <PageTitle title={info.data?.name ?? 'Restaurant'} />
      <header className="border-b border-stone-200 bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-10 sm:px-6 lg:px-8">
          <span className="hidden size-16 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white sm:grid">
            <Store aria-hidden="true" className="size-8" />
          </span>
          <div className="min-w-0 flex-1">
            {info.isPending ? (
              <div role="status" aria-label="Loading the restaurant" className="space-y-2">
                <Skeleton className="h-9 w-64 max-w-full" />
                <Skeleton className="h-5 w-80 max-w-full" />
              </div>
            ) : info.isError ? (
              <ErrorState
                message="Something went wrong while loading the restaurant."
                onRetry={() => void info.refetch()}
                retrying={info.isFetching}
              />
            ) : (
              <>
                <h1 className="text-3xl font-extrabold break-words sm:text-4xl" data-testid="restaurant-name">
                  {info.data.name}
                </h1>
                {info.data.address ? (
                  <p className="mt-2 flex gap-1.5 text-stone-600" data-testid="restaurant-address">
                    <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    {info.data.address}
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
      </header>

      <section aria-labelledby={LIST_ID} className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id={LIST_ID} className="mb-6 scroll-mt-24 text-2xl font-bold">
          Menu
          {foods.data && foods.data.count > 0 ? (
            <span className="ml-2 text-base font-semibold text-stone-500">({foods.data.count})</span>
          ) : null}
        </h2>
        <PagedFoods
          query={foods}
          page={page}
          pageSize={RESTAURANT_PAGE_SIZE}
          onPageChange={setPage}
          renderExtra={(food) => (
            <Link
              to={`/category/${food.category_slug}/`}
              className="inline-flex rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 hover:bg-brand-100"
              data-testid="food-category-link"
            >
              {food.category_name}
            </Link>
          )}
        />
      </section>
    </>
  );
}
