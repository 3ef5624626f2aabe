import { clsx } from 'clsx';
import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import {
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router';
import { SlideDots } from '../../../components/slide-dots';
import { useFormat, useMessages } from '../../../i18n';
import { homeMessages } from '../home/messages';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';
import { BiryaniArt, BurgerArt, PizzaArt } from './banner-art';

type SlideKey = 'pizza' | 'burger' | 'biryani';

type Slide = {
  key: SlideKey;
  /** The category page the slide's link opens. */
  category: string;
  Art: ComponentType<{ className?: string }>;
  background: string;
};

/**
 * The three promotional slides, each leading to its category's page. Their words are HTML over the
 * artwork (from the catalog: `<key>Eyebrow`, `<key>Title`, `<key>Text`, `<key>Link`); the artwork holds
 * no text.
 */
const slides: Slide[] = [
  {
    key: 'pizza',
    category: 'pizza',
    Art: PizzaArt,
    background: 'from-brand-700 via-brand-600 to-amber-700',
  },
  {
    key: 'burger',
    category: 'burgers',
    Art: BurgerArt,
    background: 'from-amber-900 via-amber-800 to-yellow-700',
  },
  {
    key: 'biryani',
    category: 'biryani',
    Art: BiryaniArt,
    background: 'from-teal-900 via-teal-800 to-emerald-700',
  },
];

/** How long a slide stays before the next fades in (the fade itself takes 500 ms). */
const INTERVAL_MS = 5000;
const SWIPE_PX = 40;

/**
 * The home banner: one slide at a time, crossfading in 500 ms, looping. It plays on its own unless the
 * user prefers reduced motion, and pauses while hovered or focused, with its own Pause button. Previous
 * and Next buttons, the dots, a swipe and the arrow keys move it too.
 */
export function BannerSlider() {
  const t = useMessages(homeMessages);
  const { formatNumber } = useFormat();
  const [current, setCurrent] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const swipeStart = useRef<number | null>(null);
  const playing = !stopped && !reducedMotion;
  const moving = playing && !hovered && !focused;

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') setCurrent((index) => (index + 1) % slides.length);
    }, INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving, current]);

  const show = (index: number) => setCurrent((index + slides.length) % slides.length);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
    else return;
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent) {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance <= -SWIPE_PX) show(current + 1);
    else if (distance >= SWIPE_PX) show(current - 1);
  }

  const control =
    'grid size-10 place-items-center rounded-full bg-white/15 text-white ring-1 ring-white/40 backdrop-blur transition-colors hover:bg-white/30';

  return (
    <section
      aria-roledescription={t('carouselRoleDescription')}
      aria-label={t('bannerLabel')}
      className="relative overflow-hidden bg-stone-900"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="banner-slider"
    >
      <div
        className="grid touch-pan-y select-none [grid-template-areas:'slide']"
        aria-live={moving ? 'off' : 'polite'}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {slides.map((slide, index) => {
          const active = index === current;
          return (
            <div
              key={slide.key}
              role="group"
              aria-roledescription={t('slideRoleDescription')}
              aria-label={t('slideLabel', {
                index: formatNumber(index + 1),
                total: formatNumber(slides.length),
              })}
              aria-hidden={!active}
              inert={!active}
              className={clsx(
                'bg-gradient-to-br text-white transition-opacity duration-500 ease-in-out [grid-area:slide]',
                slide.background,
                active ? 'z-10 opacity-100' : 'opacity-0',
              )}
              data-testid="banner-slide"
            >
              <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 pt-10 pb-20 sm:px-6 md:grid-cols-[1.2fr_1fr] md:py-14 lg:px-8">
                <div>
                  <p className="text-sm font-semibold tracking-wider text-white uppercase">
                    {t(`${slide.key}Eyebrow`)}
                  </p>
                  <p className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
                    {t(`${slide.key}Title`)}
                  </p>
                  <p className="mt-3 max-w-lg text-base text-white sm:text-lg">{t(`${slide.key}Text`)}</p>
                  <Link
                    to={`/category/${slide.category}/`}
                    className="mt-6 inline-flex h-12 items-center gap-2 rounded-xl bg-white px-6 font-semibold text-stone-900 shadow-sm transition-colors hover:bg-brand-50"
                    data-testid="banner-link"
                  >
                    {t(`${slide.key}Link`)} <ArrowRight aria-hidden="true" className="size-5" />
                  </Link>
                </div>
                <slide.Art className="mx-auto hidden size-48 drop-shadow-xl xs:block sm:size-60 md:size-72" />
              </div>
            </div>
          );
        })}
      </div>

      <div className="absolute inset-x-0 bottom-4 z-20 mx-auto flex max-w-7xl items-center gap-2 px-4 sm:px-6 lg:px-8">
        <button
          type="button"
          className={control}
          onClick={() => show(current - 1)}
          aria-label={t('previousSlide')}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          className={control}
          onClick={() => show(current + 1)}
          aria-label={t('nextSlide')}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <SlideDots
          count={slides.length}
          current={current}
          onSelect={show}
          label={t('chooseSlide')}
          classes={{
            group: 'flex gap-1',
            button: 'size-8',
            current: 'w-6 bg-white',
            other: 'w-2 bg-white/50 group-hover:bg-white/80',
          }}
        />
        {reducedMotion ? null : (
          <button
            type="button"
            className={clsx(control, 'ml-auto')}
            onClick={() => setStopped((value) => !value)}
            aria-label={stopped ? t('playSlides') : t('pauseSlides')}
          >
            {stopped ? (
              <Play aria-hidden="true" className="size-4" />
            ) : (
              <Pause aria-hidden="true" className="size-4" />
            )}
          </button>
        )}
      </div>
    </section>
  );
}
