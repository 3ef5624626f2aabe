import type { App, Deps } from '../../deps.ts';
import { auditRoutes } from './audit/routes.ts';
import { lookupsRoutes } from './lookups/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { restaurantsRoutes } from './restaurants/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { usersRoutes } from './users/routes.ts';

/** The admin dashboard's calls: every one is for the admin role only. */
export async function adminRoutes(app: App, deps: Deps) {
  await app.register(statsRoutes, deps);
  await app.register(usersRoutes, deps);
  await app.register(restaurantsRoutes, deps);
  await app.register(lookupsRoutes, deps);
  await app.register(ordersRoutes, deps);
  await app.register(auditRoutes, deps);
}
