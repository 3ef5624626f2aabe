import type { Category } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restaurant/categories/: every food category (id, name, slug, image URL or ''). */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return api.get<Category[]>('restaurant/categories/', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
