import { CheckCircle2, Clock3, HeartHandshake, LayoutGrid, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';

const reasons: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Wide Selection',
    text: 'Pizza, biryani, burgers, desserts and home-cooked meals from many restaurants, all in one place.',
    icon: LayoutGrid,
  },
  {
    title: 'Fast Delivery',
    text: 'Your order leaves the kitchen hot and reaches your door quickly, from 10 AM to 10 PM.',
    icon: Truck,
  },
  {
    title: '24/7 Service',
    text: 'The menu never closes: browse, compare and plan your next meal any time, day or night.',
    icon: Clock3,
  },
  {
    title: 'Community Focus',
    text: 'We work with local restaurants and home chefs, so your money stays in the neighbourhood.',
    icon: HeartHandshake,
  },
];

const mission = [
  'Bring good food from local kitchens to every doorstep.',
  'Help small restaurants and home chefs reach more customers.',
  'Keep prices fair and fees clear, shown before you order.',
  'Make ordering simple for everyone, on any device.',
];

/** about/: who we are, 'Why Choose Us' and our mission. */
export function AboutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title="About us" />
      <section aria-labelledby="about-title" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">About Bhoj</p>
        <h1 id="about-title" className="mt-2 text-3xl font-extrabold sm:text-4xl">
          Delivering delicious meals to your doorstep
        </h1>
        <p className="mt-4 text-lg text-stone-700">
          Bhoj brings the restaurants of your city to your phone. Pick a dish from a local kitchen, place your
          order and we bring it to you — fresh, hot and on time.
        </p>
        <p className="mt-3 text-stone-600">
          Restaurants run their own menus and orders on Bhoj, so what you see is what they are cooking today.
        </p>
      </section>

      <section aria-labelledby="why-title" className="mt-16">
        <h2 id="why-title" className="text-center text-2xl font-bold sm:text-3xl">
          Why Choose Us
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 text-stone-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="mission-title"
        className="mx-auto mt-16 max-w-3xl rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 p-6 ring-1 ring-stone-200/70 sm:p-10"
      >
        <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
          Our Mission
        </h2>
        <ul className="mt-6 space-y-3">
          {mission.map((item) => (
            <li key={item} className="flex gap-3 text-stone-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
        <Link to="/our-menu/" className={buttonClasses({ className: 'mt-8' })}>
          Explore the menu
        </Link>
      </section>
    </div>
  );
}
