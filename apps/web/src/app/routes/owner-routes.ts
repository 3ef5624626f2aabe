import type { RouteObject } from 'react-router';
import { page } from '../lazy-page';

/** The owner dashboard's pages, under /restaurant/dashboard/. */
export const ownerRoutes: RouteObject[] = [
  {
    index: true,
    lazy: page(() => import('../../features/owner/pages/owner-home-page'), 'OwnerHomePage'),
  },
  {
    path: 'add-food-item',
    lazy: page(() => import('../../features/owner/pages/add-food-item-page'), 'AddFoodItemPage'),
  },
  {
    path: 'update-food-item/:id',
    lazy: page(() => import('../../features/owner/pages/update-food-item-page'), 'UpdateFoodItemPage'),
  },
  {
    path: 'update-restaurant-info',
    lazy: page(
      () => import('../../features/owner/pages/update-restaurant-info-page'),
      'UpdateRestaurantInfoPage',
    ),
  },
  {
    path: 'food-items',
    lazy: page(() => import('../../features/owner/pages/food-items-page'), 'FoodItemsPage'),
  },
  {
    path: 'user-order',
    lazy: page(() => import('../../features/owner/pages/owner-orders-page'), 'OwnerOrdersPage'),
  },
  {
    path: '*',
    lazy: page(() => import('../../components/not-found-page'), 'NotFoundPage'),
  },
];
