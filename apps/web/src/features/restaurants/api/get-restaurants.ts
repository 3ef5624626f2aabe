import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Restaurant } from '@bhoj/contract';

/** GET /api/restaurant/list/: every listed restaurant (plain array). */
export function getRestaurants(signal?: AbortSignal): Promise<Restaurant[]> {
  return api.get<Restaurant[]>('restaurant/list/', { signal });
}

export const restaurantsQueryOptions = () =>
  queryOptions({
    queryKey: ['restaurants', 'list'],
    queryFn: ({ signal }) => getRestaurants(signal),
  });

export function useRestaurants() {
  return useQuery(restaurantsQueryOptions());
}
