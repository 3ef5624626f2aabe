import type { ReactNode } from 'react';
import type { createMemoryRouter } from 'react-router';
import { setStoredUser } from '../../../lib/auth-storage';
import { renderPage } from '../../../testing/render-page';

/**
 * Signs an admin in (the stored user) and renders `element` at `path` under /admin/dashboard/, opened at
 * `url`, inside a fresh query client without retries. Every other path renders where it is.
 */
export function renderAdminPage(element: ReactNode, { path, url }: { path: string; url?: string }) {
  setStoredUser({ token: 'admin-token', role: 'admin', username: 'admin', email: 'admin@bhoj.local' });
  return renderPage(element, { path, url: url ?? path });
}

/** The current location of a memory router, path and query. */
export function locationOf(router: ReturnType<typeof createMemoryRouter>): string {
  return router.state.location.pathname + router.state.location.search;
}
