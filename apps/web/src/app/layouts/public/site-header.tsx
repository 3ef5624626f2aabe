import { clsx } from 'clsx';
import { Menu, Search } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { Logo } from '../../../components/logo';
import { OnDemand } from '../../../components/on-demand';
import { CartButton } from '../../../features/cart/components/cart-button';
import { useCartPanelOpen } from '../../../features/cart/state/cart-panel';
import { LanguageSwitch, useMessages } from '../../../i18n';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import { appMessages } from '../../messages';
import { UserMenuPlaceholder } from '../user-menu-placeholder';
import { publicLayoutMessages } from './messages';
import { mainLinks } from './nav-links';

// Not on a page's first screen: each loads the first time it is opened (the user menu right after the
// first paint, showing its placeholder until then).
const SearchPanel = lazy(() =>
  import('../../../features/catalog/components/search-panel').then((m) => ({ default: m.SearchPanel })),
);
const CartPanel = lazy(() =>
  import('../../../features/cart/components/cart-panel').then((m) => ({ default: m.CartPanel })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
const UserMenu = lazy(() => import('../user-menu').then((m) => ({ default: m.UserMenu })));

const iconButton =
  'grid size-10 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700';

export function SiteHeader() {
  const t = useMessages(publicLayoutMessages);
  const tApp = useMessages(appMessages);
  const user = useStoredUser();
  const shopper = canShop(user);
  const [searchOpen, setSearchOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const cartOpen = useCartPanelOpen();

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6 lg:px-8">
        <button
          type="button"
          className={clsx(iconButton, 'md:hidden')}
          onClick={() => setMenuOpen(true)}
          aria-label={t('openMenu')}
          aria-expanded={menuOpen}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <Link to="/" className="mr-auto rounded-lg md:mr-6" aria-label={tApp('homeLink')}>
          <Logo />
        </Link>

        <nav aria-label={t('mainNavigation')} className="hidden md:mr-auto md:block">
          <ul className="flex items-center gap-1">
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) =>
                    clsx(
                      'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                      isActive ? 'text-brand-700' : 'text-stone-700 hover:text-brand-700',
                    )
                  }
                >
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageSwitch className="hidden md:flex" />
          <button
            type="button"
            className={iconButton}
            onClick={() => setSearchOpen(true)}
            aria-label={t('searchFood')}
            aria-expanded={searchOpen}
            data-testid="search-button"
          >
            <Search aria-hidden="true" className="size-5" />
          </button>
          {shopper ? <CartButton /> : null}
          {user ? (
            <div className="hidden md:block">
              <Suspense fallback={<UserMenuPlaceholder user={user} />}>
                <UserMenu user={user} showOrders={shopper} />
              </Suspense>
            </div>
          ) : (
            <Link to="/sign-in/" className={buttonClasses({ size: 'sm' })}>
              {t('signIn')}
            </Link>
          )}
        </div>
      </div>

      <OnDemand open={searchOpen}>
        <SearchPanel open={searchOpen} onOpenChange={setSearchOpen} />
      </OnDemand>
      {shopper ? (
        <OnDemand open={cartOpen}>
          <CartPanel />
        </OnDemand>
      ) : null}
      <OnDemand open={menuOpen}>
        <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} />
      </OnDemand>
    </header>
  );
}
