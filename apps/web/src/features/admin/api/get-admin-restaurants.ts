import type { Restaurant } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/restaurant/admin/list/ (admin): every restaurant, approved or not. */
export function getAdminRestaurants(signal?: AbortSignal): Promise<Restaurant[]> {
  return api.get<Restaurant[]>('restaurant/admin/list/', { signal });
}

export const adminRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.restaurants(),
    queryFn: ({ signal }) => getAdminRestaurants(signal),
  });

export function useAdminRestaurants() {
  return useQuery(adminRestaurantsQueryOptions());
}
