import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { Comment, ReplyBody } from '@bhoj/contract';
import { catalogMessages } from '../messages';
import { commentsQueryOptions } from './get-comments';

/**
 * POST /api/restaurant/feedback-reply/{id}/ {reply} (the food's restaurant owner, once) → 201 Comment.
 * A second reply is a 409 {"error"}; field errors come back as {reply: [...]}.
 */
export function postReply(commentId: number, body: ReplyBody): Promise<Comment> {
  return api.post<Comment>(`restaurant/feedback-reply/${commentId}/`, body);
}

/** Replies to the comments of the food `slug`; a toast confirms and the list is fetched again. */
export function usePostReply(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, reply }: { commentId: number; reply: string }) =>
      postReply(commentId, { reply }),
    onSuccess: () => {
      showToast(translate(catalogMessages, 'toastReplyPosted'));
      return queryClient.invalidateQueries({ queryKey: commentsQueryOptions(slug).queryKey });
    },
  });
}
