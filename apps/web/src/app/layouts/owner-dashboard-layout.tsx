import { ClipboardList, LayoutDashboard, ListOrdered, PlusCircle, Store } from 'lucide-react';
import { isRestaurantMissing, useOwnerRestaurant } from '../../features/owner/api/get-owner-restaurant';
import { useMessages } from '../../i18n';
import { DashboardShell, type DashboardLink } from './dashboard-shell';
import { layoutMessages } from './messages';

const links: DashboardLink[] = [
  { to: '/restaurant/dashboard/', labelKey: 'home', icon: LayoutDashboard, end: true },
  { to: '/restaurant/dashboard/add-food-item/', labelKey: 'addFoodItem', icon: PlusCircle },
  { to: '/restaurant/dashboard/update-restaurant-info/', labelKey: 'updateRestaurantInfo', icon: Store },
  { to: '/restaurant/dashboard/food-items/', labelKey: 'allFoodItems', icon: ListOrdered },
  { to: '/restaurant/dashboard/user-order/', labelKey: 'orderFood', icon: ClipboardList },
];

/** The heading's title line, and under it why the links are off. */
function Heading({ title, note }: { title: string; note?: string }) {
  return (
    <>
      <span className="block truncate" data-testid="restaurant-name">
        {title}
      </span>
      {note ? (
        <span
          className="mt-1 block text-xs font-normal whitespace-normal text-stone-600"
          data-testid="dashboard-links-note"
        >
          {note}
        </span>
      ) : null}
    </>
  );
}

/**
 * The owner dashboard frame (its own chunk): the sidebar names the restaurant (GET /api/restaurant/info/).
 * Without a restaurant, or when that call fails, the links are disabled and the heading says why.
 */
export function OwnerDashboardLayout() {
  const t = useMessages(layoutMessages);
  const restaurant = useOwnerRestaurant();
  let heading;
  if (restaurant.data) heading = <Heading title={restaurant.data.name} />;
  else if (isRestaurantMissing(restaurant.error)) {
    heading = <Heading title={t('noRestaurantYet')} note={t('noRestaurantNote')} />;
  } else if (restaurant.isError) {
    heading = <Heading title={t('restaurantUnavailable')} note={t('restaurantUnavailableNote')} />;
  } else heading = <Heading title={t('loading')} />;

  return (
    <DashboardShell
      label={t('ownerDashboard')}
      heading={heading}
      links={links}
      linksDisabled={restaurant.isError}
    />
  );
}
