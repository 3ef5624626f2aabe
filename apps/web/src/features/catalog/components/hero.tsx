import { ArrowRight, Bike, Clock, Store } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { homeMessages } from '../home/messages';

const highlights = [
  { icon: Store, key: 'highlightRestaurants' },
  { icon: Clock, key: 'highlightHours' },
  { icon: Bike, key: 'highlightCash' },
] as const;

export function Hero() {
  const t = useMessages(homeMessages);
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-white to-amber-50"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-10 sm:px-6 sm:py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:px-8">
        <div>
          <p className="mb-3 inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {t('heroBadge')}
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t('heroTitleStart')} <span className="text-brand-600">{t('heroTitleHighlight')}</span>{' '}
            {t('heroTitleEnd')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-stone-600">{t('heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/our-menu/" className={buttonClasses({ size: 'lg' })}>
              {t('orderNow')} <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/restaurant-list/" className={buttonClasses({ size: 'lg', variant: 'outline' })}>
              {t('browseRestaurants')}
            </Link>
          </div>
        </div>
        <ul className="hidden gap-3 sm:grid sm:grid-cols-3 lg:grid-cols-1 lg:justify-self-end">
          {highlights.map(({ icon: Icon, key }) => (
            <li
              key={key}
              className="flex items-center gap-3 rounded-2xl bg-white/80 p-4 shadow-sm ring-1 ring-stone-200/70 lg:w-80"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-medium text-stone-800">{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
