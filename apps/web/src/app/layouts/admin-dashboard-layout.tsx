import {
  ClipboardList,
  FolderPlus,
  History,
  LayoutDashboard,
  LayoutGrid,
  Store,
  Tag,
  Tags,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { DashboardShell, type DashboardLink } from './dashboard-shell';

const links: DashboardLink[] = [
  { to: '/admin/dashboard/', label: 'Home', icon: LayoutDashboard, end: true },
  { to: '/admin/dashboard/users/', label: 'All User', icon: Users },
  { to: '/admin/dashboard/food-category/', label: 'Add Food Category', icon: FolderPlus },
  { to: '/admin/dashboard/food-tag/', label: 'Add Food Tag', icon: Tag },
  { to: '/admin/dashboard/create-restaurant/', label: 'Create Restaurant', icon: UtensilsCrossed },
  { to: '/admin/dashboard/restaurant-list/', label: 'Restaurant List', icon: Store },
  { to: '/admin/dashboard/category-list/', label: 'Category List', icon: LayoutGrid },
  { to: '/admin/dashboard/tag-list/', label: 'Tag List', icon: Tags },
  { to: '/admin/dashboard/orders/', label: 'Orders', icon: ClipboardList },
  { to: '/admin/dashboard/audit-log/', label: 'Audit log', icon: History },
];

/** The admin dashboard frame (its own chunk). */
export function AdminDashboardLayout() {
  return <DashboardShell label="Admin dashboard" heading="Admin panel" links={links} />;
}
