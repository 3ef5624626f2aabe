import type { Tag } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/restaurant/tag-list/: every food tag (id, name, slug). */
export function getTags(signal?: AbortSignal): Promise<Tag[]> {
  return api.get<Tag[]>('restaurant/tag-list/', { signal });
}

export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'tags'],
    queryFn: ({ signal }) => getTags(signal),
    staleTime: 5 * 60_000,
  });

export function useTags() {
  return useQuery(tagsQueryOptions());
}
