import type { Category } from '@bhoj/contract';
import { clsx } from 'clsx';
import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import { CarouselArrows, CarouselDots, useCarouselKeys } from '../../../components/carousel';
import { Skeleton } from '../../../components/skeleton';
import { useCategories } from '../../../lib/lookups';
import { useLoggedFailure } from '../hooks/use-logged-failure';
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
  return (
    <div className="mb-6 flex min-h-10 items-center justify-between gap-4">
      <h2 id="categories-title" className="text-2xl font-bold sm:text-3xl">
        Our categories
      </h2>
      {children}
    </div>
  );
}

function CategoriesCarousel({ categories }: { categories: Category[] }) {
  // Starts at the second slide; duration is embla's speed unit (about half a second here).
  const [viewportRef, api] = useEmblaCarousel({ loop: true, startIndex: 1, duration: 30, align: 'start' });
  const onKeyDown = useCarouselKeys(api);

  return (
    <>
      <SectionHeading>
        <CarouselArrows api={api} label="categories" />
      </SectionHeading>
      <div
        role="region"
        aria-roledescription="carousel"
        aria-label="Food categories"
        onKeyDown={onKeyDown}
        data-testid="categories-carousel"
      >
        <div ref={viewportRef} className="-my-2 overflow-hidden py-2">
          <ul className="-ml-4 flex touch-pan-y">
            {categories.map((category, index) => (
              <li
                key={category.id}
                className={slideClass}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${categories.length}`}
              >
                <CategoryCard category={category} />
              </li>
            ))}
          </ul>
        </div>
        <CarouselDots api={api} label="categories" />
      </div>
    </>
  );
}

function CategoriesSkeleton() {
  const visibility = ['', '', 'hidden xs:block', 'hidden md:block', 'hidden lg:block'];
  return (
    <>
      <SectionHeading />
      <div className="-ml-4 flex" aria-busy="true" aria-label="Loading categories" role="status">
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
