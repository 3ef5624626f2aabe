import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from './public/site-header';
import { SkipLink } from './skip-link';

// Below every page's first screen: it arrives with the page's own chunk instead of the entry.
const SiteFooter = lazy(() => import('./public/site-footer').then((m) => ({ default: m.SiteFooter })));

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
