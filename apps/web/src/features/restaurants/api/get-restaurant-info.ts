import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RestaurantBrief } from '@bhoj/contract';

/** GET /api/restaurant/info/{slug}/: the restaurant's name and address; unknown slug → 404. */
export function getRestaurantInfo(slug: string, signal?: AbortSignal): Promise<RestaurantBrief> {
  return api.get<RestaurantBrief>(`restaurant/info/${encodeURIComponent(slug)}/`, { signal });
}

export const restaurantInfoQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['restaurants', 'info', slug],
    queryFn: ({ signal }) => getRestaurantInfo(slug, signal),
  });

export function useRestaurantInfo(slug: string) {
  return useQuery(restaurantInfoQueryOptions(slug));
}
