import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Comment, FeedbackBody } from '@bhoj/contract';
import { commentsQueryOptions } from './get-comments';
import { foodQueryOptions } from './get-food';

/**
 * POST /api/restaurant/feedback/{slug}/ {rating, comment} (customers only) → 201 Comment. A second post by
 * the same customer updates their comment. Field errors come back as {rating: [...], comment: [...]}.
 */
export function postComment(slug: string, body: FeedbackBody): Promise<Comment> {
  return api.post<Comment>(`restaurant/feedback/${encodeURIComponent(slug)}/`, body);
}

export function usePostComment(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackBody) => postComment(slug, body),
    // The food's rating average and count change with the comment.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: commentsQueryOptions(slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: foodQueryOptions(slug).queryKey }),
      ]),
  });
}
