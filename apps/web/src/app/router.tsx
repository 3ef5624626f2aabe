import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layouts/public-layout';
import { page } from './lazy-page';
import { PageLoadingBar } from './navigation-progress';
import { adminRoutes } from './routes/admin-routes';
import { ownerRoutes } from './routes/owner-routes';
import { publicRoutes } from './routes/public-routes';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RequireAuth } from './route-guard';

/*
 * Every route of the app; the page lists are in ./routes/. Paths match with and without the trailing
 * slash; links use the slash. Each page is its own chunk; the owner and admin dashboards (layout and
 * pages) load only when visited.
 * The pathless route with an errorElement inside each layout is that area's error boundary, so an error
 * keeps the header and navigation on screen.
 */

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError fullPage />,
    // Shown on the first load until the page's chunk has arrived.
    hydrateFallbackElement: <PageLoadingBar />,
    children: [
      {
        element: <RequireAuth role="restaurant_owner" />,
        children: [
          {
            path: 'restaurant/dashboard',
            lazy: page(() => import('./layouts/owner-dashboard-layout'), 'OwnerDashboardLayout'),
            children: [{ errorElement: <RouteError />, children: ownerRoutes }],
          },
        ],
      },
      {
        element: <RequireAuth role="admin" />,
        children: [
          {
            path: 'admin/dashboard',
            lazy: page(() => import('./layouts/admin-dashboard-layout'), 'AdminDashboardLayout'),
            children: [{ errorElement: <RouteError />, children: adminRoutes }],
          },
        ],
      },
      {
        path: '/',
        element: <PublicLayout />,
        children: [{ errorElement: <RouteError />, children: publicRoutes }],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the routes matching `location` and puts it on them, before the router is made: the
 * router then draws the page at once instead of the loading bar first, so a page drawn on the server
 * is taken over as it is.
 */
export async function loadMatchedRoutes(location: Pick<Location, 'pathname'>): Promise<void> {
  const matches = matchRoutes(routes, location.pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
