import { CheckCircle2, Clock3, HeartHandshake, LayoutGrid, Truck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { PageTitle } from '../../../components/page-title';
import { formatDigits, useMessages } from '../../../i18n';
import { openingHours } from '../lib/contact-details';
import { siteMessages } from '../messages';

type SiteKey = (typeof siteMessages.keys)[number];

const reasons: { titleKey: SiteKey; bodyKey: SiteKey; icon: LucideIcon }[] = [
  { titleKey: 'wideSelectionTitle', bodyKey: 'wideSelectionText', icon: LayoutGrid },
  { titleKey: 'fastDeliveryTitle', bodyKey: 'fastDeliveryText', icon: Truck },
  { titleKey: 'alwaysOpenTitle', bodyKey: 'alwaysOpenText', icon: Clock3 },
  { titleKey: 'communityTitle', bodyKey: 'communityText', icon: HeartHandshake },
];

const mission: SiteKey[] = ['missionKitchens', 'missionRestaurants', 'missionPrices', 'missionSimple'];

/** about/: who we are, 'Why Choose Us' and our mission. */
export function AboutPage() {
  const t = useMessages(siteMessages);
  // The hours in the texts (10 AM to 10 PM, 24/7), in the chosen digits.
  const numbers = {
    open: formatDigits(openingHours.open),
    close: formatDigits(openingHours.close),
    hours: formatDigits(24),
    days: formatDigits(7),
  };
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <PageTitle title={t('aboutTitle')} />
      <section aria-labelledby="about-title" className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{t('aboutEyebrow')}</p>
        <h1 id="about-title" className="mt-2 text-3xl font-extrabold sm:text-4xl">
          {t('aboutHeading')}
        </h1>
        <p className="mt-4 text-lg text-stone-700">{t('aboutIntro')}</p>
        <p className="mt-3 text-stone-600">{t('aboutRestaurants')}</p>
      </section>

      <section aria-labelledby="why-title" className="mt-16">
        <h2 id="why-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t('whyChooseUs')}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ titleKey, bodyKey, icon: Icon }) => (
            <li key={titleKey} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70">
              <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(titleKey, numbers)}</h3>
              <p className="mt-2 text-stone-600">{t(bodyKey, numbers)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="mission-title"
        className="mx-auto mt-16 max-w-3xl rounded-3xl bg-gradient-to-br from-brand-50 via-white to-amber-50 p-6 ring-1 ring-stone-200/70 sm:p-10"
      >
        <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
          {t('ourMission')}
        </h2>
        <ul className="mt-6 space-y-3">
          {mission.map((item) => (
            <li key={item} className="flex gap-3 text-stone-700">
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {t(item)}
            </li>
          ))}
        </ul>
        <Link to="/our-menu/" className={buttonClasses({ className: 'mt-8' })}>
          {t('exploreMenu')}
        </Link>
      </section>
    </div>
  );
}
