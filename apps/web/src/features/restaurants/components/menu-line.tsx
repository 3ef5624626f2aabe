import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Food } from '@bhoj/contract';
import { FoodImage } from '../../../components/food-image';
import { formatMoney } from '../../../lib/money';
import { RatingLine } from './rating-line';

/** One dish of the menu: picture, name (opening its page), description, rating, price, and the order part. */
export function MenuLine({ food, order }: { food: Food; order?: ReactNode }) {
  return (
    <li
      className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200/70 sm:p-4"
      data-testid="food-card"
    >
      <FoodImage
        src={food.image}
        width={128}
        height={96}
        className="h-20 w-24 shrink-0 rounded-xl sm:h-24 sm:w-32"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="text-base font-bold break-words text-stone-900">
          <Link to={`/food/${food.slug}/`} className="hover:text-brand-700 hover:underline">
            {food.name}
          </Link>
        </h3>
        {food.description ? <p className="line-clamp-2 text-sm text-stone-600">{food.description}</p> : null}
        <RatingLine average={food.rating_average} count={food.rating_count} />
        <p className="font-semibold text-brand-700" data-testid="food-price">
          {formatMoney(food.price)}
        </p>
        {order ? <div className="mt-1">{order}</div> : null}
      </div>
    </li>
  );
}
