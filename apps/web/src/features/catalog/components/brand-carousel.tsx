import { clsx } from 'clsx';
import { Link } from 'react-router';
import {
  CarouselArrows,
  trackClass,
  useCarousel,
  useCarouselKeys,
  viewportClass,
} from '../../../components/carousel';
import { FoodImage } from '../../../components/food-image';
import { Skeleton } from '../../../components/skeleton';
import { useNearWindow } from '../../../hooks/use-near-window';
import { useFormat, useMessages } from '../../../i18n';
import { useRestaurantCards } from '../../../lib/restaurant-cards';
import { homeMessages } from '../home/messages';

// 2 tiles per view below 640 px, 3 below 1024 px, else 5.
const slideClass = 'min-w-0 shrink-0 grow-0 basis-1/2 pl-4 sm:basis-1/3 lg:basis-1/5';
/**
 * Tiles drawn before the carousel comes within a window's height of the window: one more than the widest
 * layout shows. A catalog of 500 kitchens drew 500 tiles into every home page (925 KB at 50,000 foods).
 */
export const FIRST_TILES = 6;
const tileClass =
  'group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70';

/**
 * The kitchens carousel at the foot of the home page: every approved restaurant's cover and name,
 * opening its page. Buttons, swipe and arrow keys move it; nothing is drawn when there are no kitchens
 * or they could not be loaded.
 */
export function BrandCarousel() {
  const t = useMessages(homeMessages);
  const { formatNumber } = useFormat();
  const kitchens = useRestaurantCards();
  const [viewportRef, api] = useCarousel();
  const onKeyDown = useCarouselKeys(api);
  const [sectionRef, near] = useNearWindow<HTMLElement>();

  if (kitchens.isError || kitchens.data?.length === 0) return null;

  return (
    <section
      ref={sectionRef}
      aria-labelledby="brands-title"
      aria-roledescription={t('carouselRoleDescription')}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      data-testid="brand-carousel"
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="brands-title" className="text-2xl font-bold sm:text-3xl">
          {t('kitchensTitle')}
        </h2>
        {kitchens.data ? <CarouselArrows api={api} label={t('kitchensArrows')} /> : null}
      </div>
      {kitchens.isPending ? (
        <div role="status" aria-label={t('kitchensLoading')} className="flex gap-4 overflow-hidden">
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} className={clsx('aspect-[4/3] w-1/2 shrink-0 rounded-2xl sm:w-1/3 lg:w-1/5')} />
          ))}
        </div>
      ) : (
        <div ref={viewportRef} className={viewportClass}>
          <ul className={clsx(trackClass, '-ml-4')}>
            {(near ? kitchens.data : kitchens.data.slice(0, FIRST_TILES)).map((kitchen, index) => (
              <li
                key={kitchen.id}
                className={slideClass}
                aria-roledescription={t('slideRoleDescription')}
                aria-label={t('slideLabel', {
                  index: formatNumber(index + 1),
                  total: formatNumber(kitchens.data.length),
                })}
              >
                <Link
                  to={`/restaurant/${kitchen.slug}/`}
                  className={clsx(tileClass, 'focus-visible:ring-2 focus-visible:ring-brand-500')}
                  data-testid="kitchen-tile"
                >
                  <FoodImage
                    src={kitchen.cover_image}
                    width={320}
                    height={240}
                    sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
                    className="aspect-[4/3] w-full transition-transform duration-300 group-hover:scale-105"
                  />
                  <span className="truncate px-3 py-2.5 text-sm font-extrabold tracking-tight text-stone-800 group-hover:text-brand-700">
                    {kitchen.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
