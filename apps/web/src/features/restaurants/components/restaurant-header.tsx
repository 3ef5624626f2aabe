import { Bike, Clock, MapPin } from 'lucide-react';
import type { RestaurantMenu } from '@bhoj/contract';
import { IMAGE_SIZES } from '@bhoj/contract/image-widths';
import { FoodImage } from '../../../components/food-image';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { isAroundTheClock, windowTimes } from '../lib/delivery-window';
import { restaurantsMessages } from '../messages';
import { RatingLine } from './rating-line';

/** The restaurant page's top: cover, name, rating, address, delivery fee and delivery hours. */
export function RestaurantHeader({ restaurant }: { restaurant: RestaurantMenu['restaurant'] }) {
  const t = useMessages(restaurantsMessages);
  const hours = restaurant.delivery_hours;
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-center lg:px-8">
      <div className="aspect-[16/9] overflow-hidden rounded-2xl shadow-sm ring-1 ring-stone-200/70 md:aspect-[4/3]">
        <FoodImage
          src={restaurant.cover_image}
          eager
          width={640}
          height={480}
          sizes={IMAGE_SIZES.restaurantCover}
          className="size-full"
        />
      </div>
      <div className="min-w-0 space-y-3">
        <h1 className="text-3xl font-extrabold break-words sm:text-4xl" data-testid="restaurant-name">
          {restaurant.name}
        </h1>
        <RatingLine
          average={restaurant.rating_average}
          count={restaurant.rating_count}
          className="text-base"
        />
        {restaurant.address ? (
          <p className="flex gap-1.5 text-stone-700" data-testid="restaurant-address">
            <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {restaurant.address}
          </p>
        ) : null}
        <dl className="flex flex-wrap gap-3 text-sm">
          <div className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-stone-200">
            <Bike aria-hidden="true" className="size-5 text-brand-600" />
            <dt className="text-stone-600">{t('deliveryFee')}</dt>
            <dd className="font-semibold text-stone-900" data-testid="restaurant-fee">
              {formatMoney(restaurant.delivery_fee)}
            </dd>
          </div>
          <div className="flex items-center gap-2 rounded-xl bg-white px-3 py-2 ring-1 ring-stone-200">
            <Clock aria-hidden="true" className="size-5 text-brand-600" />
            <dt className="text-stone-600">{t('deliveryHours')}</dt>
            <dd className="font-semibold text-stone-900" data-testid="restaurant-hours">
              {isAroundTheClock(hours) ? t('aroundTheClock') : t('hoursWindow', windowTimes(hours))}
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}
