import { clsx } from 'clsx';
import { Home, Menu, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from '../../components/logo';
import { Sheet } from '../../components/sheet';
import { useStoredUser } from '../../lib/auth-storage';
import { LanguageSwitch, useMessages } from '../../i18n';
import { appMessages } from '../messages';
import { layoutMessages, type LayoutMessageKey } from './messages';
import { SkipLink } from './skip-link';
import { UserMenu } from './user-menu';

export type DashboardLink = { to: string; labelKey: LayoutMessageKey; icon: LucideIcon; end?: boolean };

type ShellProps = {
  /** 'Owner dashboard' or 'Admin dashboard': names the sidebar navigation. */
  label: string;
  /** Shown at the top of the sidebar (the restaurant's name, 'Admin panel'). */
  heading: ReactNode;
  links: DashboardLink[];
  /** The owner's links are disabled when the owner info fetch reports an error. */
  linksDisabled?: boolean;
};

function SidebarNav({
  label,
  heading,
  links,
  linksDisabled,
  onNavigate,
}: ShellProps & { onNavigate?: () => void }) {
  const t = useMessages(layoutMessages);
  return (
    <nav aria-label={label} className="flex flex-col gap-1 p-3">
      <div className="mb-3 rounded-xl bg-brand-50 px-3 py-3">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{label}</p>
        <p className="mt-0.5 truncate text-base font-bold text-stone-900" data-testid="dashboard-heading">
          {heading}
        </p>
      </div>
      <ul className="space-y-1">
        {links.map(({ to, labelKey, icon: Icon, end }) => (
          <li key={to}>
            {linksDisabled ? (
              <span
                aria-disabled="true"
                className="flex cursor-not-allowed items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-400"
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(labelKey)}
              </span>
            ) : (
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-brand-600 text-white'
                      : 'text-stone-700 hover:bg-brand-50 hover:text-brand-800',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5" />
                {t(labelKey)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of the owner and admin dashboards: sidebar (a drawer below lg width), top bar, content. */
export function DashboardShell(props: ShellProps) {
  const t = useMessages(layoutMessages);
  const tApp = useMessages(appMessages);
  const user = useStoredUser();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <div className="min-h-dvh bg-stone-50">
      <SkipLink />
      <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col overflow-y-auto border-r border-stone-200 bg-white lg:flex">
        <Link
          to="/"
          className="flex h-16 shrink-0 items-center border-b border-stone-200 px-5"
          aria-label={tApp('homeLink')}
        >
          <Logo />
        </Link>
        <SidebarNav {...props} />
      </aside>

      <Sheet open={drawerOpen} onOpenChange={setDrawerOpen} side="left" title={t('menu')}>
        <SidebarNav {...props} onNavigate={() => setDrawerOpen(false)} />
      </Sheet>

      <div className="lg:pl-64">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-stone-200 bg-white/95 px-3 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpen(true)}
            className="grid size-10 place-items-center rounded-full text-stone-700 hover:bg-stone-100 lg:hidden"
            aria-label={t('openDashboardMenu')}
            aria-expanded={drawerOpen}
          >
            <Menu aria-hidden="true" className="size-6" />
          </button>
          <Link
            to="/"
            className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-semibold text-stone-700 hover:text-brand-700"
          >
            <Home aria-hidden="true" className="size-4.5" />
            {/* On a phone the icon alone leaves room for the language menu and the account menu. */}
            <span className="sr-only sm:not-sr-only">{t('home')}</span>
          </Link>
          <div className="ml-auto flex items-center gap-2">
            <LanguageSwitch />
            {user ? <UserMenu user={user} showEmail logoutLabel={t('logOutDashboard')} /> : null}
          </div>
        </header>
        <main id="main" tabIndex={-1} className="px-3 py-6 focus:outline-none sm:px-6 lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
