import {
  ClipboardList,
  FolderPlus,
  HandCoins,
  History,
  LayoutDashboard,
  LayoutGrid,
  Store,
  Tag,
  Tags,
  Users,
  UtensilsCrossed,
} from 'lucide-react';
import { useMessages } from '../../i18n';
import { DashboardShell, type DashboardLink } from './dashboard-shell';
import { layoutMessages } from './messages';

const links: DashboardLink[] = [
  { to: '/admin/dashboard/', labelKey: 'home', icon: LayoutDashboard, end: true },
  { to: '/admin/dashboard/users/', labelKey: 'allUsers', icon: Users },
  { to: '/admin/dashboard/food-category/', labelKey: 'addFoodCategory', icon: FolderPlus },
  { to: '/admin/dashboard/food-tag/', labelKey: 'addFoodTag', icon: Tag },
  { to: '/admin/dashboard/create-restaurant/', labelKey: 'createRestaurant', icon: UtensilsCrossed },
  { to: '/admin/dashboard/restaurant-list/', labelKey: 'restaurantList', icon: Store },
  { to: '/admin/dashboard/category-list/', labelKey: 'categoryList', icon: LayoutGrid },
  { to: '/admin/dashboard/tag-list/', labelKey: 'tagList', icon: Tags },
  { to: '/admin/dashboard/orders/', labelKey: 'allOrders', icon: ClipboardList },
  { to: '/admin/dashboard/refunds/', labelKey: 'refunds', icon: HandCoins },
  { to: '/admin/dashboard/audit-log/', labelKey: 'auditLog', icon: History },
];

/** The admin dashboard frame (its own chunk). */
export function AdminDashboardLayout() {
  const t = useMessages(layoutMessages);
  return <DashboardShell label={t('adminDashboard')} heading={t('adminPanel')} links={links} />;
}
