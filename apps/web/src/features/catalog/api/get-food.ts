import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Food } from '@bhoj/contract';

/** GET /api/restaurant/details/{slug}/: one food, also when it is unavailable; unknown slug → 404. */
export function getFood(slug: string, signal?: AbortSignal): Promise<Food> {
  return api.get<Food>(`restaurant/details/${encodeURIComponent(slug)}/`, { signal });
}

export const foodQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'food', slug],
    queryFn: ({ signal }) => getFood(slug, signal),
  });

export function useFood(slug: string) {
  return useQuery(foodQueryOptions(slug));
}
