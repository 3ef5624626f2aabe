import { ClipboardList, LayoutDashboard, ListOrdered, PlusCircle, Store } from 'lucide-react';
import { isRestaurantMissing, useOwnerRestaurant } from '../../features/owner/api/get-owner-restaurant';
import { DashboardShell, type DashboardLink } from './dashboard-shell';

const links: DashboardLink[] = [
  { to: '/restaurant/dashboard/', label: 'Home', icon: LayoutDashboard, end: true },
  { to: '/restaurant/dashboard/add-food-item/', label: 'Add Food Item', icon: PlusCircle },
  { to: '/restaurant/dashboard/update-restaurant-info/', label: 'Update Restaurant Info', icon: Store },
  { to: '/restaurant/dashboard/food-items/', label: 'All Food Items', icon: ListOrdered },
  { to: '/restaurant/dashboard/user-order/', label: 'Order Food', icon: ClipboardList },
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
  const restaurant = useOwnerRestaurant();
  let heading;
  if (restaurant.data) heading = <Heading title={restaurant.data.name} />;
  else if (isRestaurantMissing(restaurant.error)) {
    heading = (
      <Heading
        title="No restaurant yet"
        note="An admin has to create your restaurant before you can add food or take orders."
      />
    );
  } else if (restaurant.isError) {
    heading = (
      <Heading
        title="Restaurant unavailable"
        note="Your restaurant could not be loaded, so these links are off. Reload the page to try again."
      />
    );
  } else heading = <Heading title="Loading…" />;

  return (
    <DashboardShell
      label="Owner dashboard"
      heading={heading}
      links={links}
      linksDisabled={restaurant.isError}
    />
  );
}
