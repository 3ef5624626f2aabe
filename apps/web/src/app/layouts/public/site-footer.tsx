import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { FacebookIcon, InstagramIcon, XIcon } from '../../../components/social-icons';

const footerLinks = [
  { to: '/', label: 'Home' },
  { to: '/restaurant-list/', label: 'Restaurants' },
  { to: '/our-menu/', label: 'Our menu' },
  { to: '/about/', label: 'About us' },
  { to: '/contact/', label: 'Contact' },
];

const socialLinks = [
  { href: 'https://www.facebook.com/', label: 'Bhoj on Facebook', icon: FacebookIcon },
  { href: 'https://www.instagram.com/', label: 'Bhoj on Instagram', icon: InstagramIcon },
  { href: 'https://x.com/', label: 'Bhoj on X', icon: XIcon },
];

const linkClass = 'text-stone-300 hover:text-white hover:underline';

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div className="space-y-4 lg:col-span-2">
          <Link to="/" className="inline-block rounded-lg bg-white px-3 py-2" aria-label="Bhoj, home">
            <Logo />
          </Link>
          <p className="max-w-sm">Delivering delicious meals to your doorstep.</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer noopener"
                  aria-label={label}
                  className="grid size-10 place-items-center rounded-full bg-stone-800 text-stone-200 transition-colors hover:bg-brand-600 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label="Footer">
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">Explore</h2>
          <ul className="space-y-2">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="mb-3 text-sm font-bold tracking-wider text-white uppercase">Contact us</h2>
          <address className="space-y-3 not-italic">
            <p className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              House 12, Road 7, Dhanmondi, Dhaka 1205, Bangladesh
            </p>
            <p className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              <a href="tel:+8801700000000" className={linkClass}>
                +880 1700-000000
              </a>
            </p>
            <p className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-400" />
              <a href="mailto:hello@bhoj.example" className={linkClass}>
                hello@bhoj.example
              </a>
            </p>
          </address>
        </div>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-sm text-stone-400 sm:px-6 lg:px-8">© 2024 Bhoj</p>
      </div>
    </footer>
  );
}
