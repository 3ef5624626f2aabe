import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  CarouselArrows,
  trackClass,
  useCarousel,
  useCarouselKeys,
  viewportClass,
} from '../../../components/carousel';
import { FoodCard } from '../../../components/food-card';
import { FoodCardSkeleton } from '../../../components/food-grid';
import { useNearWindow } from '../../../hooks/use-near-window';
import { useFormat, useMessages } from '../../../i18n';
import { catalogMessages } from '../messages';
import type { Food } from '@bhoj/contract';

// 1 card per view below 576 px (so still one at 480 px), then 2, 3, 4 and 5 from 576, 768, 1024 and
// 1280 px, with a 30 px gap.
const slideClass =
  'min-w-0 shrink-0 grow-0 basis-full pl-[30px] xs:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/5';
/**
 * Cards drawn before the slider comes near the window: one more than the widest layout shows, so its
 * first page and its arrows are right. The rest (up to 24) are drawn when it comes within a window's
 * height of the window: the home page the server sends, and takes over, has 30 cards instead of 120
 * (docs/ARCHITECTURE.md, "Taking over in slices").
 */
export const FIRST_CARDS = 6;
const skeletonVisibility = ['', 'hidden xs:block', 'hidden md:block', 'hidden lg:block', 'hidden xl:block'];

function SliderHeading({
  id,
  tag,
  title,
  children,
}: {
  id: string;
  tag: string;
  title: string;
  children?: ReactNode;
}) {
  const t = useMessages(catalogMessages);
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h2 id={id} className="text-2xl font-bold sm:text-3xl">
        {title}
      </h2>
      <div className="flex items-center gap-3">
        <Link
          to={`/${tag}/`}
          className="inline-flex items-center gap-1 rounded-lg py-2 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {t('seeAll')}
          <span className="sr-only"> {title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {children}
      </div>
    </div>
  );
}

/** A home slider of one tag's foods: previous/next buttons, 'See all' to /{tag}/, swipe and arrow keys. */
export function FoodSlider({ tag, title, foods }: { tag: string; title: string; foods: Food[] }) {
  const [viewportRef, api] = useCarousel();
  const onKeyDown = useCarouselKeys(api);
  const headingId = `slider-${tag}`;
  const t = useMessages(catalogMessages);
  const { formatNumber } = useFormat();
  const [sectionRef, near] = useNearWindow<HTMLElement>();
  const drawn = near ? foods : foods.slice(0, FIRST_CARDS);

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-roledescription={t('carousel')}
      onKeyDown={onKeyDown}
      className="render-near-view mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8"
      data-testid={`food-slider-${tag}`}
    >
      <SliderHeading id={headingId} tag={tag} title={title}>
        <CarouselArrows api={api} label={title} />
      </SliderHeading>
      <div>
        <div ref={viewportRef} className={clsx(viewportClass, '-my-2 py-2')}>
          <ul className={clsx(trackClass, '-ml-[30px]')}>
            {drawn.map((food, index) => (
              <li
                key={food.id}
                className={slideClass}
                aria-roledescription={t('slide')}
                aria-label={t('slideOf', {
                  index: formatNumber(index + 1),
                  total: formatNumber(foods.length),
                })}
              >
                <FoodCard food={food} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

export function FoodSliderSkeleton({ tag, title }: { tag: string; title: string }) {
  const t = useMessages(catalogMessages);
  return (
    <section aria-labelledby={`slider-${tag}`} className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <SliderHeading id={`slider-${tag}`} tag={tag} title={title} />
      <div
        className="-ml-[30px] flex"
        role="status"
        aria-label={t('loadingTitle', { title })}
        aria-busy="true"
      >
        {skeletonVisibility.map((visibility, index) => (
          <div key={index} className={clsx(slideClass, visibility)}>
            <FoodCardSkeleton />
          </div>
        ))}
      </div>
    </section>
  );
}
