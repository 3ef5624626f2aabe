import type { Restaurant, SearchPageAnswer } from '@bhoj/contract';
import { SEARCH_PAGE_SIZE } from '@bhoj/contract/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SearchFilters } from '../lib/search-params';

export { SEARCH_PAGE_SIZE };

/** GET /api/restaurant/search-results/?q=&category=&restaurant=&min_price=&max_price=&page= */
export function getSearchResults(
  q: string,
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<SearchPageAnswer> {
  const query: Record<string, string | number> = { q, page };
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return api.get<SearchPageAnswer>('restaurant/search-results/', { query, signal });
}

export const searchResultsQueryOptions = (q: string, filters: SearchFilters, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'search-results', q, filters, page],
    queryFn: ({ signal }) => getSearchResults(q, filters, page, signal),
    staleTime: 60_000,
  });

/** The page of results; nothing is asked while the text is blank. */
export function useSearchResults(q: string, filters: SearchFilters, page: number) {
  return useQuery({ ...searchResultsQueryOptions(q, filters, page), enabled: q !== '' });
}

/** GET /api/restaurant/list/: the restaurant filter's choices (the same cache entry as the list page). */
export function useRestaurantChoices() {
  return useQuery({
    queryKey: ['restaurants', 'list'],
    queryFn: ({ signal }) => api.get<Restaurant[]>('restaurant/list/', { signal }),
    staleTime: 5 * 60_000,
  });
}
