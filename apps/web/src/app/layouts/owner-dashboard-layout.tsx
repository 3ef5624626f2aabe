import { ClipboardList, LayoutDashboard, ListOrdered, PlusCircle, Store } from 'lucide-react';
import { DashboardShell, type DashboardLink } from './dashboard-shell';

const links: DashboardLink[] = [
  { to: '/restaurant/dashboard/', label: 'Home', icon: LayoutDashboard, end: true },
  { to: '/restaurant/dashboard/add-food-item/', label: 'Add Food Item', icon: PlusCircle },
  { to: '/restaurant/dashboard/update-restaurant-info/', label: 'Update Restaurant Info', icon: Store },
  { to: '/restaurant/dashboard/food-items/', label: 'All Food Items', icon: ListOrdered },
  { to: '/restaurant/dashboard/user-order/', label: 'Order Food', icon: ClipboardList },
];

/**
 * The owner dashboard frame (its own chunk).
 * TODO(owner issue): show the name from GET /api/restaurant/info/ and disable the links when it reports an error.
 */
export function OwnerDashboardLayout() {
  return <DashboardShell label="Owner dashboard" heading="Your restaurant" links={links} />;
}
