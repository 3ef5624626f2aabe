import type { Food } from '@bhoj/contract';
import { StarRating } from '../../../components/star-rating';
import { useFormat, useMessages } from '../../../i18n';
import { formatAverage } from '../../../lib/rating';
import { useComments } from '../api/get-comments';
import { catalogMessages } from '../messages';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/** The food's average rating and how many customers gave it each number of stars (from its comments). */
export function RatingSummary({ food }: { food: Pick<Food, 'slug' | 'rating_average' | 'rating_count'> }) {
  const t = useMessages(catalogMessages);
  const { formatNumber } = useFormat();
  const comments = useComments(food.slug);
  if (food.rating_count === 0) return null;
  const counts = new Map<number, number>();
  for (const comment of comments.data ?? [])
    counts.set(comment.rating, (counts.get(comment.rating) ?? 0) + 1);
  const rated = comments.data?.length ?? 0;

  return (
    <div
      className="mb-6 flex flex-wrap items-center gap-6 rounded-2xl bg-white p-4 ring-1 ring-stone-200/70"
      data-testid="rating-summary"
    >
      <div className="text-center">
        <p className="text-4xl font-extrabold text-stone-900" data-testid="rating-average">
          {formatAverage(food.rating_average)}
        </p>
        <StarRating value={food.rating_average} />
        <p className="text-sm text-stone-600">{t('ratingCount', { count: food.rating_count })}</p>
      </div>
      {rated > 0 ? (
        <ul
          className="min-w-48 flex-1 space-y-1"
          aria-label={t('ratingsByStars')}
          data-testid="rating-distribution"
        >
          {STARS_DOWN.map((stars) => {
            const count = counts.get(stars) ?? 0;
            return (
              <li key={stars} className="flex items-center gap-2 text-sm text-stone-700">
                <span className="w-8 shrink-0" aria-hidden="true">
                  {formatNumber(stars)}★
                </span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                  <span
                    className="block h-full rounded-full bg-amber-400"
                    style={{ width: `${(count / rated) * 100}%` }}
                  />
                </span>
                <span className="w-8 shrink-0 text-right" aria-hidden="true">
                  {formatNumber(count)}
                </span>
                <span className="sr-only">{t('starsCount', { stars, count: formatNumber(count) })}</span>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
