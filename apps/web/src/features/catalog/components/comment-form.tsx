import { COMMENT_MAX_LENGTH } from '@bhoj/contract/catalog-limits';
import { Info } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ActionOutcome } from '../../../components/action-outcome';
import { Button } from '../../../components/button';
import { StarRatingInput } from '../../../components/star-rating';
import { translate, translateServerMessage, useMessages } from '../../../i18n';
import { ApiError, getErrorMessage } from '../../../lib/api-client';
import { useStoredUser } from '../../../lib/auth-storage';
import { signInPath } from '../../../lib/paths';
import { useRatingEligibility } from '../api/get-rating-eligibility';
import { usePostComment } from '../api/post-comment';
import { catalogMessages } from '../messages';

type FieldErrors = { rating?: string; comment?: string; general?: string };

const LINK = '\u0000';

/**
 * The server's answer as one message per field (first message each), and any other message, in the
 * chosen language.
 */
function readErrors(error: unknown): FieldErrors {
  if (!error) return {};
  if (!(error instanceof ApiError)) return { general: translate(catalogMessages, 'somethingWrong') };
  const data = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as Record<
    string,
    unknown
  >;
  const first = (value: unknown) =>
    Array.isArray(value) ? (value.find((item) => typeof item === 'string') as string | undefined) : undefined;
  const rating = first(data.rating) ?? (typeof data.rating === 'string' ? data.rating : undefined);
  const comment = first(data.comment) ?? (typeof data.comment === 'string' ? data.comment : undefined);
  const general = rating || comment ? undefined : (getErrorMessage(error.data) ?? error.message);
  const inLanguage = (message: string | undefined) => message && translateServerMessage(message);
  return { rating: inLanguage(rating), comment: inLanguage(comment), general: inLanguage(general) };
}

/**
 * Rate the food (5 stars) and write a comment. Only customers who received the food post; a visitor's
 * submit goes to sign-in and back; owners and admins are told that only customers can comment, and a
 * customer who has not received the food (the server's eligibility call) why they cannot. Server field
 * messages show in red under their field; success refreshes the list and empties the form.
 */
export function CommentForm({ slug }: { slug: string }) {
  const t = useMessages(catalogMessages);
  const user = useStoredUser();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [text, setText] = useState('');
  const post = usePostComment(slug);
  const errors = readErrors(post.error);

  const eligibility = useRatingEligibility(slug, user?.role === 'customer');

  if (user && user.role !== 'customer') {
    return <FormNote testId="comment-customers-only">{t('customersOnly')}</FormNote>;
  }
  if (eligibility.data?.can_rate === false) {
    return <FormNote testId="comment-buyers-only">{t('buyersOnly')}</FormNote>;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) {
      void navigate(signInPath(location.pathname + location.search));
      return;
    }
    post.mutate(
      { rating, comment: text },
      {
        onSuccess: () => {
          setRating(0);
          setText('');
        },
      },
    );
  }

  const ratingErrorId = `${id}-rating-error`;
  // The sentence around the Sign in link, which sits where the language puts it.
  const signInNote = t('signInToPost', { link: LINK }).split(LINK);
  const commentErrorId = `${id}-comment-error`;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-stone-200/70 sm:p-6"
      aria-labelledby={`${id}-title`}
      data-testid="comment-form"
    >
      <h3 id={`${id}-title`} className="text-lg font-bold">
        {t('rateThisFood')}
      </h3>
      <div className="space-y-1">
        <p id={`${id}-rating-label`} className="text-sm font-semibold text-stone-800">
          {t('yourRating')}
        </p>
        <StarRatingInput
          value={rating}
          onChange={(value) => {
            setRating(value);
            if (post.isSuccess) post.reset();
          }}
          labelledBy={`${id}-rating-label`}
          invalid={!!errors.rating}
          describedBy={errors.rating ? ratingErrorId : undefined}
        />
        {errors.rating ? (
          <p id={ratingErrorId} className="text-sm text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-comment`} className="block text-sm font-semibold text-stone-800">
          {t('yourComment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (post.isSuccess) post.reset();
          }}
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? commentErrorId : undefined}
          placeholder={t('commentPlaceholder')}
          className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500"
        />
        {errors.comment ? (
          <p id={commentErrorId} className="text-sm text-red-700">
            {errors.comment}
          </p>
        ) : null}
      </div>
      <ActionOutcome
        error={errors.general}
        success={post.isSuccess ? t('commentPosted') : null}
        testIds={{ error: 'comment-error', success: 'comment-posted' }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? t('posting') : t('postComment')}
        </Button>
        {user ? null : (
          <p className="text-sm text-stone-600">
            {signInNote[0]}
            <Link
              to={signInPath(location.pathname + location.search)}
              className="font-semibold text-brand-700 underline"
            >
              {t('signIn')}
            </Link>
            {signInNote[1]}
          </p>
        )}
      </div>
    </form>
  );
}

/** Said in place of the form to someone who may not rate the food. */
function FormNote({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <p
      className="flex items-center gap-2 rounded-2xl bg-stone-100 px-4 py-4 text-stone-700"
      data-testid={testId}
    >
      <Info aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
      {children}
    </p>
  );
}
