import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useSyncExternalStore, type KeyboardEvent } from 'react';
import { SlideDots } from './slide-dots';

/** Building blocks around embla-carousel-react; each carousel composes its own markup from these. */
export type CarouselApi = UseEmblaCarouselType[1];

/** The carousel's position as React state, read straight from embla's events. */
export function useCarouselState(api: CarouselApi) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {};
      api.on('select', onChange).on('reInit', onChange).on('init', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange).off('init', onChange);
      };
    },
    [api],
  );
  const selectedIndex = useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);
  const snapCount = useSyncExternalStore(subscribe, () => api?.scrollSnapList().length ?? 0);
  const canScrollPrev = useSyncExternalStore(subscribe, () => api?.canScrollPrev() ?? false);
  const canScrollNext = useSyncExternalStore(subscribe, () => api?.canScrollNext() ?? false);
  return { selectedIndex, snapCount, canScrollPrev, canScrollNext };
}

/** Left and right arrow keys move the carousel while focus is inside it. */
export function useCarouselKeys(api: CarouselApi) {
  return useCallback(
    (event: KeyboardEvent) => {
      if (!api) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        api.scrollPrev();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        api.scrollNext();
      }
    },
    [api],
  );
}

export function CarouselArrows({ api, label }: { api: CarouselApi; label: string }) {
  const { canScrollPrev, canScrollNext } = useCarouselState(api);
  const arrow =
    'grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition-colors hover:border-brand-400 hover:text-brand-700 disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:text-stone-700';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={arrow}
        onClick={() => api?.scrollPrev()}
        disabled={!canScrollPrev}
        aria-label={`Previous ${label}`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={arrow}
        onClick={() => api?.scrollNext()}
        disabled={!canScrollNext}
        aria-label={`Next ${label}`}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

export function CarouselDots({ api, label }: { api: CarouselApi; label: string }) {
  const { selectedIndex, snapCount } = useCarouselState(api);
  if (snapCount < 2) return null;
  return (
    <SlideDots
      count={snapCount}
      current={selectedIndex}
      onSelect={(index) => api?.scrollTo(index)}
      label={`Choose ${label}`}
      classes={{
        group: 'mt-5 flex flex-wrap justify-center gap-1',
        button: 'size-6',
        current: 'w-5 bg-brand-600',
        other: 'w-2 bg-stone-300 group-hover:bg-stone-400',
      }}
    />
  );
}
