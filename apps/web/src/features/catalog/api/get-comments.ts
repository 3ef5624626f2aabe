import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Comment } from '@bhoj/contract';

/** GET /api/restaurant/feedback-list/{slug}/: the food's comments (plain array). */
export function getComments(slug: string, signal?: AbortSignal): Promise<Comment[]> {
  return api.get<Comment[]>(`restaurant/feedback-list/${encodeURIComponent(slug)}/`, { signal });
}

export const commentsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'comments', slug],
    queryFn: ({ signal }) => getComments(slug, signal),
  });

export function useComments(slug: string) {
  return useQuery(commentsQueryOptions(slug));
}
