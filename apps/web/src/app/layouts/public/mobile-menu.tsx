import { clsx } from 'clsx';
import {
  ClipboardList,
  Home,
  Info,
  LogIn,
  LogOut,
  Phone,
  ShoppingBag,
  Store,
  User,
  UtensilsCrossed,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { Sheet } from '../../../components/sheet';
import { useLogout } from '../../../features/accounts/hooks/use-logout';
import { useCartCount } from '../../../features/cart/hooks/use-cart-count';
import { canShop, type StoredUser } from '../../../lib/auth-storage';
import { LanguageSwitch, useFormat, useMessages } from '../../../i18n';
import { layoutMessages } from '../messages';
import { publicLayoutMessages } from './messages';
import { mainLinks } from './nav-links';

type Item = { to: string; label: string; icon: LucideIcon; end?: boolean };

const mainLinkIcons: Record<(typeof mainLinks)[number]['to'], LucideIcon> = {
  '/our-menu/': UtensilsCrossed,
  '/about/': Info,
  '/contact/': Phone,
  '/restaurant-list/': Store,
};

const rowClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-stone-800 hover:bg-brand-50 hover:text-brand-800';

/** The side menu below md width. Closes on Escape (Radix) and whenever one of its links is followed. */
export function MobileMenu({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: StoredUser | null;
}) {
  const t = useMessages(publicLayoutMessages);
  const tLayout = useMessages(layoutMessages);
  const { formatNumber } = useFormat();
  const logout = useLogout();
  const cartCount = useCartCount();
  const shopper = canShop(user);
  const close = () => onOpenChange(false);

  const items: Item[] = [
    { to: '/', label: tLayout('home'), icon: Home, end: true },
    ...mainLinks.map((link) => ({ to: link.to, label: t(link.labelKey), icon: mainLinkIcons[link.to] })),
  ];
  if (user && shopper) items.push({ to: '/order-history/', label: tLayout('orders'), icon: ClipboardList });

  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="left" title={tLayout('menu')}>
      <nav
        aria-label={tLayout('mobileNavigation')}
        className="flex h-full flex-col p-3"
        data-testid="mobile-menu"
      >
        <ul className="space-y-1">
          {items.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={close}
                className={({ isActive }) => clsx(rowClass, isActive && 'bg-brand-50 text-brand-800')}
              >
                <Icon aria-hidden="true" className="size-5 text-stone-500" />
                {label}
              </NavLink>
            </li>
          ))}
          {shopper ? (
            <li>
              <NavLink to="/view-cart/" onClick={close} className={rowClass}>
                <ShoppingBag aria-hidden="true" className="size-5 text-stone-500" />
                {tLayout('cart')}
                <span
                  className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white"
                  data-testid="mobile-cart-count"
                >
                  {formatNumber(cartCount)}
                  <span className="sr-only"> {tLayout('cartItems', { count: cartCount })}</span>
                </span>
              </NavLink>
            </li>
          ) : null}
        </ul>

        <LanguageSwitch className="mt-auto mb-3 px-3" />
        <ul className="space-y-1 border-t border-stone-200 pt-3">
          {user ? (
            <>
              <li>
                <NavLink to="/profile/" onClick={close} className={rowClass}>
                  <User aria-hidden="true" className="size-5 text-stone-500" />
                  {tLayout('profile')}
                </NavLink>
              </li>
              <li>
                <button
                  type="button"
                  className={rowClass}
                  onClick={() => {
                    close();
                    logout();
                  }}
                >
                  <LogOut aria-hidden="true" className="size-5 text-stone-500" />
                  {tLayout('logOut')}
                </button>
              </li>
            </>
          ) : (
            <li>
              <NavLink to="/sign-in/" onClick={close} className={rowClass}>
                <LogIn aria-hidden="true" className="size-5 text-stone-500" />
                {t('signIn')}
              </NavLink>
            </li>
          )}
        </ul>
      </nav>
    </Sheet>
  );
}
