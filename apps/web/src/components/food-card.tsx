import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormat, useMessages } from '../i18n';
import { formatMoney } from '../lib/money';
import { formatAverage } from '../lib/rating';
import { FoodImage } from './food-image';
import { MaskIcon } from './mask-icon';
import { componentMessages } from './messages';

export type FoodCardData = {
  slug: string;
  name: string;
  price: number | string;
  image: string;
  restaurant_name: string;
  rating_average: number;
  rating_count: number;
  is_available: boolean;
};

/**
 * A food as a card: image, name, whose it is, its rating and price, the whole card opening
 * /food/{slug}/ (the name is the link; it stretches over the card). An unavailable food says so on its
 * picture. `children` go below the price and stay clickable on their own, e.g. a link to the food's
 * category.
 */
export function FoodCard({
  food,
  children,
  eager = false,
  className,
}: {
  food: FoodCardData;
  children?: ReactNode;
  /** The card's picture is on the first screen: see FoodImage. */
  eager?: boolean;
  className?: string;
}) {
  const t = useMessages(componentMessages);
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500',
        className,
      )}
      data-testid="food-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden">
        <FoodImage
          src={food.image}
          eager={eager}
          className={clsx(
            'size-full transition-transform duration-300 group-hover:scale-105',
            !food.is_available && 'opacity-60 grayscale',
          )}
        />
        {food.is_available ? null : (
          <span
            className="absolute top-3 left-3 rounded-full bg-stone-900/85 px-3 py-1 text-xs font-semibold text-white"
            data-testid="food-card-unavailable"
          >
            {t('unavailable')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="line-clamp-2 text-base font-bold text-stone-900">
          <Link
            to={`/food/${food.slug}/`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-700"
          >
            {food.name}
          </Link>
        </h3>
        <p className="truncate text-sm text-stone-600" data-testid="food-card-restaurant">
          <span className="sr-only">{t('from')} </span>
          {food.restaurant_name}
        </p>
        <CardRating average={food.rating_average} count={food.rating_count} />
        <p className="font-semibold text-brand-700" data-testid="food-price">
          {formatMoney(food.price)}
        </p>
        {children ? <div className="relative z-10 mt-auto pt-1">{children}</div> : null}
      </div>
    </article>
  );
}

/** '★ 4.5 (12)', read as 'Rated 4.5 out of 5 by 12 customers'; 'No ratings yet' before the first. */
function CardRating({ average, count }: { average: number; count: number }) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  if (count === 0) {
    return (
      <p className="text-sm text-stone-500" data-testid="food-card-rating">
        {t('noRatings')}
      </p>
    );
  }
  const label = t('ratedByCustomers', { average: formatAverage(average), max: formatNumber(5), count });
  return (
    <p className="flex items-center gap-1 text-sm text-stone-700" data-testid="food-card-rating">
      <MaskIcon name="star" className="size-4 text-amber-400" />
      <span aria-hidden="true">
        <span className="font-semibold">{formatAverage(average)}</span> ({formatNumber(count)})
      </span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
