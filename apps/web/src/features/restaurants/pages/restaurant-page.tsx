import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Food, RestaurantMenu } from '@bhoj/contract';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { MessagePage } from '../../../components/message-page';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { useRestaurantMenu } from '../api/get-restaurant-menu';
import { CategoryJumpList } from '../components/category-jump-list';
import { MenuSection } from '../components/menu-section';
import { RestaurantHeader } from '../components/restaurant-header';
import { restaurantsMessages } from '../messages';

/**
 * restaurant/{slug}/: cover, name, rating, address, delivery fee and hours, then the whole menu by
 * category with a sticky jump list. The cart's parts come from the screen that composes this page:
 * `renderOrder` under each dish (told whether its section is near the window), `summary` (the cart for
 * this restaurant) at the foot.
 */
export function RestaurantPage({
  renderOrder,
  renderSummary,
}: {
  renderOrder?: (food: Food, near: boolean) => ReactNode;
  renderSummary?: (restaurant: RestaurantMenu['restaurant']) => ReactNode;
}) {
  const t = useMessages(restaurantsMessages);
  const { slug = '' } = useParams();
  const menu = useRestaurantMenu(slug);

  if (menu.error instanceof ApiError && menu.error.status === 404) {
    return (
      <MessagePage
        title={t('notFoundTitle')}
        icon={Store}
        text={t('notFoundText')}
        link={{ to: '/restaurant-list/', label: t('notFoundLink') }}
      />
    );
  }
  if (menu.isPending) return <MenuSkeleton label={t('loading')} />;
  if (menu.isError) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <PageTitle title={t('pageTitleFallback')} />
        <ErrorState message={t('loadError')} onRetry={() => void menu.refetch()} retrying={menu.isFetching} />
      </div>
    );
  }

  const { restaurant, categories } = menu.data;
  return (
    <>
      <PageTitle title={restaurant.name} />
      <header className="bg-gradient-to-br from-brand-50 via-white to-amber-50">
        <RestaurantHeader restaurant={restaurant} />
      </header>
      {categories.length > 0 ? <CategoryJumpList categories={categories} /> : null}
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 lg:px-8" data-testid="restaurant-menu">
        {categories.length === 0 ? (
          <EmptyState title={t('menuEmpty')} />
        ) : (
          categories.map((category) => (
            <MenuSection key={category.id} category={category} renderOrder={renderOrder} />
          ))
        )}
      </div>
      {renderSummary?.(restaurant)}
    </>
  );
}

function MenuSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6 lg:px-8">
      <div className="grid gap-6 md:grid-cols-[2fr_3fr] md:items-center">
        <Skeleton className="aspect-[16/9] w-full rounded-2xl md:aspect-[4/3]" />
        <div className="space-y-3">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-80 max-w-full" />
        </div>
      </div>
      <Skeleton className="h-10 w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} className="h-28 w-full rounded-2xl" />
        ))}
      </div>
    </div>
  );
}
