import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../lib/money';
import { FoodImage } from './food-image';

export type FoodCardData = { slug: string; name: string; price: number | string; image: string };

/**
 * A food as a card: image, name and price, the whole card opening /food/{slug}/ (the name is the link;
 * it stretches over the card). `children` go below the price and stay clickable on their own, e.g. a
 * link to the food's category.
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
  return (
    <article
      className={clsx(
        'group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-brand-500',
        className,
      )}
      data-testid="food-card"
    >
      <div className="aspect-[4/3] overflow-hidden">
        <FoodImage
          src={food.image}
          eager={eager}
          className="size-full transition-transform duration-300 group-hover:scale-105"
        />
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
        <p className="font-semibold text-brand-700" data-testid="food-price">
          {formatMoney(food.price)}
        </p>
        {children ? <div className="relative z-10 mt-auto pt-1">{children}</div> : null}
      </div>
    </article>
  );
}
