import type { Category } from '@bhoj/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  CarouselArrows,
  CarouselDots,
  trackClass,
  useCarousel,
  useCarouselKeys,
  viewportClass,
} from '../../../components/carousel';
import { Skeleton } from '../../../components/skeleton';
import { useFormat, useMessages } from '../../../i18n';
import { useCategories } from '../../../lib/lookups';
import { useLoggedFailure } from '../hooks/use-logged-failure';
import { catalogMessages } from '../messages';
import { CategoryCard } from './category-card';

// 2 cards per view below 576 px, 3 below 768, 4 below 1024, else 5.
const slideClass = 'min-w-0 shrink-0 grow-0 basis-1/2 pl-4 xs:basis-1/3 md:basis-1/4 lg:basis-1/5';

export function CategoriesSection() {
  const categories = useCategories();
  const { data, isPending, isError } = categories;
  useLoggedFailure(categories);

  if (isError || (data && data.length === 0)) return null;

  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      {isPending ? <CategoriesSkeleton /> : <CategoriesCarousel categories={data} />}
    </section>
  );
}

function SectionHeading({ children }: { children?: ReactNode }) {
  const t = useMessages(catalogMessages);
  return (
    <div className="mb-6 flex min-h-10 items-center justify-between gap-4">
      <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
        {t('ourCategories')}
      </h2>
      {children}
    </div>
  );
}

function CategoriesCarousel({ categories }: { categories: Category[] }) {
  const [viewportRef, api] = useCarousel();
  const onKeyDown = useCarouselKeys(api);
  const t = useMessages(catalogMessages);
  const { formatNumber } = useFormat();

  return (
    <>
      <SectionHeading>
        <CarouselArrows api={api} label={t('categoriesArrows')} />
      </SectionHeading>
      <div
        role="region"
        aria-roledescription={t('carousel')}
        aria-label={t('foodCategories')}
        onKeyDown={onKeyDown}
        data-testid="categories-carousel"
      >
        <div ref={viewportRef} className={clsx(viewportClass, '-my-2 py-2')}>
          <ul className={clsx(trackClass, '-ml-4')}>
            {categories.map((category, index) => (
              <li
                key={category.id}
                className={slideClass}
                aria-roledescription={t('slide')}
                aria-label={t('slideOf', {
                  index: formatNumber(index + 1),
                  total: formatNumber(categories.length),
                })}
              >
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </div>
        <CarouselDots api={api} label={t('categoriesArrows')} />
      </div>
    </>
  );
}

function CategoriesSkeleton() {
  const t = useMessages(catalogMessages);
  const visibility = ['', '', 'hidden xs:block', 'hidden md:block', 'hidden lg:block'];
  return (
    <>
      <SectionHeading />
      <div className="-ml-4 flex" aria-busy="true" aria-label={t('loadingCategories')} role="status">
        {visibility.map((hidden, index) => (
          <div key={index} className={clsx(slideClass, hidden)}>
            <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/70">
              <Skeleton className="aspect-square rounded-none" />
              <div className="p-3">
                <Skeleton className="mx-auto h-5 w-2/3" />
              </div>
            </div>
          </div>
        ))}
      </div>
    </>
  );
}
