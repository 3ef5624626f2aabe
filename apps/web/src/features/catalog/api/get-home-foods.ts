import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Food } from '@bhoj/contract';

/** GET /api/restaurant/items/: the home page's foods, up to 24 per tag; the sliders filter by food_tag. */
export function getHomeFoods(signal?: AbortSignal): Promise<Food[]> {
  return api.get<Food[]>('restaurant/items/', { signal });
}

export const homeFoodsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'home-foods'],
    queryFn: ({ signal }) => getHomeFoods(signal),
    staleTime: 5 * 60_000,
  });

export function useHomeFoods() {
  return useQuery(homeFoodsQueryOptions());
}
