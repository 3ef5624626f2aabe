import useEmblaCarousel from 'embla-carousel-react';
import {
  Beef,
  Cake,
  Coffee,
  CupSoda,
  Drumstick,
  Fish,
  IceCreamCone,
  Pizza,
  Salad,
  Soup,
  type LucideIcon,
} from 'lucide-react';
import { CarouselArrows, useCarouselKeys } from '../../../components/carousel';

type Brand = { name: string; icon: LucideIcon; colour: string };

/** Kitchens cooking on Bhoj, drawn as badges (an icon and a word mark); no image requests. */
const brands: Brand[] = [
  { name: 'Kacchi House', icon: Soup, colour: 'bg-amber-100 text-amber-800' },
  { name: 'Pizza Para', icon: Pizza, colour: 'bg-red-100 text-red-800' },
  { name: 'Burger Bari', icon: Beef, colour: 'bg-orange-100 text-orange-800' },
  { name: 'Green Leaf', icon: Salad, colour: 'bg-green-100 text-green-800' },
  { name: 'Cha Adda', icon: Coffee, colour: 'bg-stone-200 text-stone-800' },
  { name: 'Mishti Mukh', icon: Cake, colour: 'bg-pink-100 text-pink-800' },
  { name: 'Grill Ghor', icon: Drumstick, colour: 'bg-yellow-100 text-yellow-800' },
  { name: 'Machh Bhaat', icon: Fish, colour: 'bg-sky-100 text-sky-800' },
  { name: 'Lassi Corner', icon: CupSoda, colour: 'bg-violet-100 text-violet-800' },
  { name: 'Kulfi Club', icon: IceCreamCone, colour: 'bg-teal-100 text-teal-800' },
];

// 3 badges per view below 768 px, 4 below 1024 px, else 7.
const slideClass = 'min-w-0 shrink-0 grow-0 basis-1/3 pl-4 md:basis-1/4 lg:basis-1/7';

/** The brand-logo carousel at the foot of the home page: buttons, swipe and arrow keys; it loops. */
export function BrandCarousel() {
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', duration: 30 });
  const onKeyDown = useCarouselKeys(api);

  return (
    <section
      aria-labelledby="brands-title"
      aria-roledescription="carousel"
      onKeyDown={onKeyDown}
      className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8"
      data-testid="brand-carousel"
    >
      <div className="mb-6 flex items-center justify-between gap-4">
        <h2 id="brands-title" className="text-2xl font-bold sm:text-3xl">
          Kitchens on Bhoj
        </h2>
        <CarouselArrows api={api} label="kitchens" />
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-4 flex touch-pan-y">
          {brands.map(({ name, icon: Icon, colour }, index) => (
            <li
              key={name}
              className={slideClass}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${brands.length}`}
            >
              <div className="flex h-28 flex-col items-center justify-center gap-2 rounded-2xl bg-white px-2 text-center shadow-sm ring-1 ring-stone-200/70">
                <span className={`grid size-11 place-items-center rounded-full ${colour}`}>
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm leading-tight font-extrabold tracking-tight text-stone-800">
                  {name}
                </span>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
