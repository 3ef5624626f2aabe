import { MessageSquare } from 'lucide-react';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { StarRating } from '../../../components/star-rating';
import { useFormat, useMessages } from '../../../i18n';
import { useComments } from '../api/get-comments';
import { commentAuthor } from '../lib/comment-author';
import { catalogMessages } from '../messages';
import { CommentReply } from './comment-reply';
import { ReadMoreText } from './read-more-text';

/**
 * The food's comments: stars, who wrote it, when, the text (long ones folded behind 'Read more') and
 * the restaurant's reply; 'No comments yet' when there are none. `canReply`: the reader owns the food.
 */
export function CommentsList({ slug, canReply = false }: { slug: string; canReply?: boolean }) {
  const t = useMessages(catalogMessages);
  const { formatDate } = useFormat();
  const comments = useComments(slug);

  if (comments.isPending) {
    return (
      <div role="status" aria-label={t('loadingComments')} className="space-y-4">
        {[0, 1].map((key) => (
          <div key={key} className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-stone-200/70">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  }

  if (comments.isError) {
    return (
      <ErrorState
        message={t('commentsFailed')}
        onRetry={() => void comments.refetch()}
        retrying={comments.isFetching}
      />
    );
  }

  if (comments.data.length === 0) {
    return (
      <p
        className="flex items-center gap-2 rounded-2xl bg-white px-4 py-6 text-stone-600 ring-1 ring-stone-200/70"
        data-testid="no-comments"
      >
        <MessageSquare aria-hidden="true" className="size-5 text-stone-400" />
        {t('noComments')}
      </p>
    );
  }

  return (
    <ul className="space-y-4" data-testid="comments-list">
      {comments.data.map((comment) => {
        const date = formatDate(comment.created_at);
        return (
          <li
            key={comment.id}
            className="rounded-2xl bg-white p-4 ring-1 ring-stone-200/70"
            data-testid="comment"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900" data-testid="comment-author">
                {commentAuthor(comment)}
              </p>
              {date ? (
                <time dateTime={comment.created_at} className="text-sm text-stone-500">
                  {date}
                </time>
              ) : null}
            </div>
            <StarRating value={comment.rating} className="mt-1" />
            <ReadMoreText text={comment.comment} />
            <CommentReply comment={comment} slug={slug} canReply={canReply} />
          </li>
        );
      })}
    </ul>
  );
}
