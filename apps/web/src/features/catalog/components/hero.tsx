import { ArrowRight, Bike, Clock, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';

const highlights = [
  { icon: Store, text: 'Dozens of local restaurants' },
  { icon: Clock, text: 'Delivery 10 AM – 10 PM, every day' },
  { icon: Bike, text: 'Cash on delivery' },
];

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="mb-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            Hungry? We&apos;ve got you.
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            Your favourite food, <span className="text-brand-600">delivered hot</span> to your door
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-600">
            Pizza, biryani, burgers and home-cooked meals from the best kitchens in town. Pick a dish, place
            your order and we&apos;ll bring it over.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/our-menu/" className={buttonClasses({ size: 'lg' })}>
              Order now <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/restaurant-list/" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              Browse restaurants
            </Link>
          </div>
        </div>
        <ul className="hidden gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-1 lg:justify-self-end">
          {highlights.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex items-center gap-3 rounded-2xl bg-white/80 p-4 shadow-sm ring-1 ring-stone-200/70 lg:w-80"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-medium text-stone-800">{text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
