import type { ReactNode } from 'react';
import { isRestaurantMissing, useOwnerRestaurant } from '../api/get-owner-restaurant';
import { NoRestaurantNotice } from './no-restaurant-notice';

/**
 * Shows the page only when the owner has a restaurant. The other owner calls answer zeros and empty lists
 * without one, so restaurant/info/ (shared with the sidebar, fetched once) is what tells.
 */
export function RequireRestaurant({ children }: { children: ReactNode }) {
  const restaurant = useOwnerRestaurant();
  return isRestaurantMissing(restaurant.error) ? <NoRestaurantNotice /> : children;
}
