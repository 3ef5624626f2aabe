import type { RestaurantMenu } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restaurant/menu/{slug}/: the restaurant and its available foods by category; unknown slug → 404. */
export function getRestaurantMenu(slug: string, signal?: AbortSignal): Promise<RestaurantMenu> {
  return api.get<RestaurantMenu>(`restaurant/menu/${encodeURIComponent(slug)}/`, { signal });
}

export const restaurantMenuQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['restaurants', 'menu', slug],
    queryFn: ({ signal }) => getRestaurantMenu(slug, signal),
  });

export function useRestaurantMenu(slug: string) {
  return useQuery(restaurantMenuQueryOptions(slug));
}
