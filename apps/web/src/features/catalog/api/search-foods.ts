import type { FoodSearchPage } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restaurant/search/?q=text: the first page (10) of matching foods, best match first. */
export function searchFoods(text: string, signal?: AbortSignal): Promise<FoodSearchPage> {
  return api.get<FoodSearchPage>('restaurant/search/', { query: { q: text }, signal });
}

/**
 * Keyed by the text: every answer is stored under the text it was asked for, so an older, slower answer
 * can never replace the results of newer text (the panel reads only the current text's entry).
 */
export const searchFoodsQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['catalog', 'search', text],
    queryFn: ({ signal }) => searchFoods(text, signal),
    staleTime: 60_000,
  });

export function useSearchFoods(text: string) {
  return useQuery({ ...searchFoodsQueryOptions(text), enabled: text !== '' });
}
