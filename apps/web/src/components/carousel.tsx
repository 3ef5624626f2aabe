import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useState, useSyncExternalStore, type KeyboardEvent, type RefCallback } from 'react';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';
import { SlideDots } from './slide-dots';

/**
 * Carousels are the browser's own horizontal scrolling with scroll snapping: swipe, trackpad and
 * keyboard scrolling come free, and no carousel library is downloaded. Each carousel composes its
 * markup from these pieces: `viewportClass` on the scrolling element, `trackClass` on the list of
 * slides (each slide's first child is the snap point, so slides may keep a padding as their gap).
 */
export const viewportClass =
  'snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';
export const trackClass = 'flex [&>li>*]:snap-start';

export type CarouselPosition = {
  selectedIndex: number;
  snapCount: number;
  canScrollPrev: boolean;
  canScrollNext: boolean;
};

export type CarouselApi = {
  scrollPrev: () => void;
  scrollNext: () => void;
  scrollTo: (page: number) => void;
  subscribe: (onChange: () => void) => () => void;
  position: () => CarouselPosition;
};

const START: CarouselPosition = {
  selectedIndex: 0,
  snapCount: 0,
  canScrollPrev: false,
  canScrollNext: false,
};

/** Pages of one viewport's width: how many, which one shows, and whether either way is left. */
function measure(viewport: HTMLElement): CarouselPosition {
  const { scrollLeft, scrollWidth, clientWidth } = viewport;
  if (clientWidth === 0) return START;
  const snapCount = Math.max(1, Math.ceil((scrollWidth - 1) / clientWidth));
  const canScrollNext = scrollLeft + clientWidth < scrollWidth - 1;
  return {
    snapCount,
    selectedIndex: canScrollNext ? Math.round(scrollLeft / clientWidth) : snapCount - 1,
    canScrollPrev: scrollLeft > 1,
    canScrollNext,
  };
}

const same = (a: CarouselPosition, b: CarouselPosition) =>
  a.selectedIndex === b.selectedIndex &&
  a.snapCount === b.snapCount &&
  a.canScrollPrev === b.canScrollPrev &&
  a.canScrollNext === b.canScrollNext;

type Carousel = CarouselApi & {
  /** The ref callback of the scrolling element. */
  attach: (viewport: HTMLElement | null) => void;
};

function createCarousel(): Carousel {
  // Measured when the browser has laid the carousel out (the resize observer's first report), not when
  // the element arrives: reading its size at once would make the browser lay out the whole page in the
  // middle of the takeover, even a carousel far below that it has not drawn yet (`render-near-view` in
  // index.css).
  let viewport: HTMLElement | null = null;
  let position = START;
  const listeners = new Set<() => void>();
  const update = () => {
    const next = viewport ? measure(viewport) : START;
    if (same(next, position)) return;
    position = next;
    for (const listener of listeners) listener();
  };
  let resizes: ResizeObserver | undefined;
  const watch = (element: HTMLElement) => {
    element.addEventListener('scroll', update, { passive: true });
    if (typeof ResizeObserver === 'undefined') return update();
    resizes = new ResizeObserver(update);
    resizes.observe(element);
    if (element.firstElementChild) resizes.observe(element.firstElementChild);
  };
  const unwatch = (element: HTMLElement) => {
    element.removeEventListener('scroll', update);
    resizes?.disconnect();
  };
  const scrollBy = (pages: number, from = viewport?.scrollLeft ?? 0) => {
    if (!viewport) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    viewport.scrollTo?.({ left: from + pages * viewport.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
  };
  return {
    attach(element) {
      if (element === viewport) return;
      if (viewport && listeners.size > 0) unwatch(viewport);
      viewport = element;
      if (viewport && listeners.size > 0) watch(viewport);
      if (!viewport) update();
    },
    scrollPrev: () => scrollBy(-1),
    scrollNext: () => scrollBy(1),
    scrollTo: (page) => scrollBy(page, 0),
    position: () => position,
    subscribe(onChange) {
      if (listeners.size === 0 && viewport) watch(viewport);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && viewport) unwatch(viewport);
      };
    },
  };
}

/**
 * `const [viewportRef, api] = useCarousel()`: the ref goes on the scrolling element. The element is
 * kept outside React's state: its arrival (while the app takes a drawn page over) redraws nothing, only
 * the arrows and dots that read the position once it is measured.
 */
export function useCarousel(): [RefCallback<HTMLElement>, CarouselApi] {
  const [carousel] = useState(createCarousel);
  return [carousel.attach, carousel];
}

/** The carousel's position as React state. */
export function useCarouselState(api: CarouselApi): CarouselPosition {
  return useSyncExternalStore(api.subscribe, api.position, () => START);
}

/** Left and right arrow keys move the carousel a page while focus is inside it. */
export function useCarouselKeys(api: CarouselApi) {
  return useCallback(
    (event: KeyboardEvent) => {
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
  const t = useMessages(componentMessages);
  const { canScrollPrev, canScrollNext } = useCarouselState(api);
  const arrow =
    'grid size-10 place-items-center rounded-full border border-stone-300 bg-white text-stone-700 shadow-sm transition-colors hover:border-brand-400 hover:text-brand-700 disabled:opacity-40 disabled:hover:border-stone-300 disabled:hover:text-stone-700';
  return (
    <div className="flex gap-2">
      <button
        type="button"
        className={arrow}
        onClick={() => api.scrollPrev()}
        disabled={!canScrollPrev}
        aria-label={t('previousItems', { label })}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button
        type="button"
        className={arrow}
        onClick={() => api.scrollNext()}
        disabled={!canScrollNext}
        aria-label={t('nextItems', { label })}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

export function CarouselDots({ api, label }: { api: CarouselApi; label: string }) {
  const t = useMessages(componentMessages);
  const { selectedIndex, snapCount } = useCarouselState(api);
  if (snapCount < 2) return null;
  return (
    <SlideDots
      count={snapCount}
      current={selectedIndex}
      onSelect={(index) => api.scrollTo(index)}
      label={t('chooseItems', { label })}
      classes={{
        group: 'mt-5 flex flex-wrap justify-center gap-1',
        button: 'size-6',
        current: 'w-5 bg-brand-600',
        other: 'w-2 bg-stone-300 group-hover:bg-stone-400',
      }}
    />
  );
}
