import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { setStoredUser } from '../../../lib/auth-storage';

/** Shows where the app went: path and query. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Signs an admin in (the stored user) and renders `element` at `path` under /admin/dashboard/, opened at
 * `url`, inside a fresh query client without retries. Every other path renders where it is.
 */
export function renderAdminPage(element: ReactNode, { path, url }: { path: string; url?: string }) {
  setStoredUser({ token: 'admin-token', role: 'admin', username: 'admin', email: 'admin@bhoj.local' });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    { initialEntries: [url ?? path] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** The current location of a memory router, path and query. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}
