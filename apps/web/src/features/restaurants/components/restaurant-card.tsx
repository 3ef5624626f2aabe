import { Bike, MapPin, UtensilsCrossed } from 'lucide-react';
import { Link } from 'react-router';
import type { RestaurantCard as Card } from '@bhoj/contract';
import { FoodImage } from '../../../components/food-image';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { restaurantsMessages } from '../messages';
import { RatingLine } from './rating-line';

/** A restaurant in the list: cover, name, address, rating, delivery fee and number of foods, opening its page. */
export function RestaurantCard({ restaurant, eager = false }: { restaurant: Card; eager?: boolean }) {
  const t = useMessages(restaurantsMessages);
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 transition focus-within:ring-2 focus-within:ring-brand-500 hover:-translate-y-0.5 hover:shadow-md"
      data-testid="restaurant-card"
    >
      <div className="aspect-[16/9] overflow-hidden">
        <FoodImage
          src={restaurant.cover_image}
          eager={eager}
          width={480}
          height={270}
          className="size-full transition-transform duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-bold text-stone-900">
          <Link
            to={`/restaurant/${restaurant.slug}/`}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none group-hover:text-brand-700"
          >
            {restaurant.name}
          </Link>
        </h2>
        {restaurant.address ? (
          <p className="flex gap-1.5 text-sm text-stone-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {restaurant.address}
          </p>
        ) : null}
        <RatingLine average={restaurant.rating_average} count={restaurant.rating_count} />
        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm font-semibold text-stone-700">
          <p className="flex items-center gap-1.5">
            <UtensilsCrossed aria-hidden="true" className="size-4 text-brand-600" />
            {t('foodCount', { count: restaurant.total_foods })}
          </p>
          <p className="flex items-center gap-1.5" data-testid="restaurant-fee">
            <Bike aria-hidden="true" className="size-4 text-brand-600" />
            {t('deliveryFeeShort', { fee: formatMoney(restaurant.delivery_fee) })}
          </p>
        </div>
      </div>
    </article>
  );
}
