import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

/** The admin dashboard's pages, under /admin/dashboard/. */
export const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../../features/admin/pages/admin-home-page'), 'AdminHomePage'),
  },
  { path: 'users', lazy: page(() => import('../../features/admin/pages/users-page'), 'UsersPage') },
  {
    path: 'users/update-role/:id',
    lazy: page(() => import('../../features/admin/pages/update-user-role-page'), 'UpdateUserRolePage'),
  },
  {
    path: 'create-restaurant',
    lazy: page(() => import('../../features/admin/pages/create-restaurant-page'), 'CreateRestaurantPage'),
  },
  {
    path: 'restaurant-list',
    lazy: page(
      () => import('../../features/admin/pages/admin-restaurant-list-page'),
      'AdminRestaurantListPage',
    ),
  },
  {
    path: 'food-category',
    lazy: page(() => import('../../features/admin/pages/food-category-page'), 'FoodCategoryPage'),
  },
  {
    path: 'category-list',
    lazy: page(() => import('../../features/admin/pages/category-list-page'), 'CategoryListPage'),
  },
  {
    path: 'food-tag',
    lazy: page(() => import('../../features/admin/pages/food-tag-page'), 'FoodTagPage'),
  },
  {
    path: 'tag-list',
    lazy: page(() => import('../../features/admin/pages/tag-list-page'), 'TagListPage'),
  },
  {
    path: 'orders',
    lazy: page(() => import('../../features/admin/pages/admin-orders-page'), 'AdminOrdersPage'),
  },
  {
    path: 'refunds',
    lazy: page(() => import('../../features/admin/pages/admin-refunds-page'), 'AdminRefundsPage'),
  },
  {
    path: 'audit-log',
    lazy: page(() => import('../../features/admin/pages/audit-log-page'), 'AuditLogPage'),
  },
  {
    path: '*',
    lazy: page(() => import('../../components/not-found-page'), 'NotFoundPage'),
  },
];
