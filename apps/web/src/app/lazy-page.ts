import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A route's `lazy` loader for a page component, so each page is its own chunk:
 * `lazy: page(() => import('../features/site/pages/about-page'), 'AboutPage')`.
 */
export function page<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  name: K,
): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load())[name] });
}
