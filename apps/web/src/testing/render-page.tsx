import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { renderRoutes } from './render-routes';

/** Shows where the app went: path and query. */
function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/**
 * Renders `element` at `path` (a route pattern such as '/food/:slug') opened at `url`, inside a fresh
 * query client without retries. Every other path renders <WhereAmI />.
 */
export function renderPage(
  element: ReactNode,
  { path = '/', url = '/' }: { path?: string; url?: string } = {},
) {
  return renderRoutes(
    [
      { path, element },
      { path: '*', element: <WhereAmI /> },
    ],
    url,
  );
}
