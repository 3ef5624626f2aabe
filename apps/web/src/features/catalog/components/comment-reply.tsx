import { COMMENT_MAX_LENGTH } from '@bhoj/contract/catalog-limits';
import { Store } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { Comment } from '@bhoj/contract';
import { ActionOutcome } from '../../../components/action-outcome';
import { Button } from '../../../components/button';
import { translateServerMessage, useFormat, useMessages } from '../../../i18n';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { usePostReply } from '../api/post-reply';
import { catalogMessages } from '../messages';

/**
 * Under a comment: the restaurant's reply once given; before that, for the food's owner (`canReply`),
 * a Reply button opening a form. The server decides who may reply and that it happens once.
 */
export function CommentReply({
  comment,
  slug,
  canReply,
}: {
  comment: Comment;
  slug: string;
  canReply: boolean;
}) {
  const t = useMessages(catalogMessages);
  const { formatDate } = useFormat();
  if (comment.reply !== null) {
    const date = comment.replied_at ? formatDate(comment.replied_at) : '';
    return (
      <div
        className="mt-3 rounded-xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100"
        data-testid="comment-reply"
      >
        <p className="flex flex-wrap items-center gap-x-2 text-sm font-semibold text-brand-800">
          <Store aria-hidden="true" className="size-4" />
          {t('replyFromRestaurant')}
          {date && comment.replied_at ? (
            <time dateTime={comment.replied_at} className="font-normal text-stone-600">
              {date}
            </time>
          ) : null}
        </p>
        <p className="mt-1 break-words whitespace-pre-line text-stone-700">{comment.reply}</p>
      </div>
    );
  }
  return canReply ? <ReplyForm commentId={comment.id} slug={slug} /> : null;
}

function ReplyForm({ commentId, slug }: { commentId: number; slug: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const id = useId();
  const t = useMessages(catalogMessages);
  const post = usePostReply(slug);
  const serverMessage = post.error instanceof ApiError ? getErrorMessage(post.error.data) : undefined;
  const error = post.error
    ? serverMessage
      ? translateServerMessage(serverMessage)
      : t('somethingWrong')
    : null;

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        {t('reply')}
      </Button>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    post.mutate({ commentId, reply: text });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 space-y-2" data-testid="reply-form">
      <label htmlFor={`${id}-reply`} className="block text-sm font-semibold text-stone-800">
        {t('yourReply')}
      </label>
      <textarea
        id={`${id}-reply`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        rows={3}
        maxLength={COMMENT_MAX_LENGTH}
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500"
      />
      <div id={`${id}-error`}>
        <ActionOutcome
          error={error}
          success={null}
          testIds={{ error: 'reply-error', success: 'reply-sent' }}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={post.isPending}>
          {post.isPending ? t('sending') : t('sendReply')}
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={post.isPending}
          onClick={() => {
            setOpen(false);
            post.reset();
          }}
        >
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
