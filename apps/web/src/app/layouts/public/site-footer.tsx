import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { FacebookIcon, InstagramIcon, XIcon } from '../../../components/social-icons';
import { useContactDetails } from '../../../features/site/lib/contact-details';
import { formatDigits, useMessages } from '../../../i18n';
import { appMessages } from '../../messages';
import { siteMessages, type SiteMessageKey } from '../../../features/site/messages';

const footerLinks: { to: string; labelKey: SiteMessageKey }[] = [
  { to: '/', labelKey: 'footerHome' },
  { to: '/restaurant-list/', labelKey: 'footerRestaurants' },
  { to: '/our-menu/', labelKey: 'footerOurMenu' },
  { to: '/about/', labelKey: 'aboutTitle' },
  { to: '/contact/', labelKey: 'footerContact' },
];

const socialLinks: { href: string; labelKey: SiteMessageKey; icon: typeof FacebookIcon }[] = [
  { href: 'https://www.facebook.com/', labelKey: 'onFacebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/', labelKey: 'onInstagram', icon: InstagramIcon },
  { href: 'https://x.com/', labelKey: 'onX', icon: XIcon },
];

const linkClass = 'text-stone-300 hover:text-white hover:underline';

export function SiteFooter() {
  const t = useMessages(siteMessages);
  const tApp = useMessages(appMessages);
  const contact = useContactDetails();
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Link to="/" className="inline-block rounded-lg bg-white px-3 py-2" aria-label={tApp('homeLink')}>
            <Logo />
          </Link>
          <p className="max-w-sm">{t('footerTagline')}</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, labelKey, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={t(labelKey)}
                  className="grid size-10 place-items-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={t('footerNavigation')}>
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{t('explore')}</h2>
          <ul className="space-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {t(link.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">{t('contactTitle')}</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              {contact.address}
            </p>
            <p className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              <a href={contact.phoneHref} className={linkClass}>
                {contact.phone}
              </a>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              <a href={contact.emailHref} className={linkClass}>
                {contact.email}
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-stone-400 sm:px-6 lg:px-8">
          {t('copyright', { year: formatDigits(2024) })}
        </p>
      </div>
    </footer>
  );
}
