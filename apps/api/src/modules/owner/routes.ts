import type { App, Deps } from '../../deps.ts';
import { ownerFoodRoutes } from './food-routes.ts';
import { ownerOrderRoutes } from './order-routes.ts';
import { ownerRestaurantRoutes } from './restaurant-routes.ts';
import { ownerTicketRoutes } from './ticket-routes.ts';

const parts = [ownerRestaurantRoutes, ownerFoodRoutes, ownerOrderRoutes, ownerTicketRoutes];

/** The restaurant owner's dashboard API: only ever their own restaurant's rows. */
export async function ownerRoutes(app: App, deps: Deps) {
  for (const routes of parts) await app.register(routes, deps);
}
