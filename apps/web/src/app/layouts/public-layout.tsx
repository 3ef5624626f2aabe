import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { SiteHeader } from './public/site-header';
import { SkipLink } from './skip-link';

// Below every page's first screen: it arrives with the page's own chunk instead of the entry.
const SiteFooter = lazy(() => import('./public/site-footer').then((m) => ({ default: m.SiteFooter })));

/**
 * Says the app has taken over the page the server drew: `data-drawn` leaves `#root` once the header
 * and the page around this are live (docs/ARCHITECTURE.md, "Web delivery", "Taking over in slices").
 */
function TakenOver() {
  useEffect(() => document.getElementById('root')?.removeAttribute('data-drawn'), []);
  return null;
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      {/* A page the server drew is painted already: React takes the header and the page over in short
          slices inside this boundary, giving the browser a turn between them, instead of in one long
          task that would hold up every tap (ARCHITECTURE.md, "Taking over in slices"). */}
      <Suspense fallback={null}>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          <Outlet />
        </main>
        <TakenOver />
      </Suspense>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
    </div>
  );
}
