import type { App, Deps } from '../../deps.ts';
import { auditRoutes } from './audit/routes.ts';
import { lookupsRoutes } from './lookups/routes.ts';
import { ordersRoutes } from './orders/routes.ts';
import { refundsRoutes } from './refunds/routes.ts';
import { restaurantsRoutes } from './restaurants/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { usersRoutes } from './users/routes.ts';

const parts = [
  statsRoutes,
  usersRoutes,
  restaurantsRoutes,
  lookupsRoutes,
  ordersRoutes,
  refundsRoutes,
  auditRoutes,
];

/** The admin dashboard's calls: every one is for the admin role only. */
export async function adminRoutes(app: App, deps: Deps) {
  for (const routes of parts) await app.register(routes, deps);
}
