import type { App, Deps } from '../../deps.ts';
import { ownerFoodRoutes } from './food-routes.ts';
import { ownerOrderRoutes } from './order-routes.ts';
import { ownerRestaurantRoutes } from './restaurant-routes.ts';

/** The restaurant owner's dashboard API: only ever their own restaurant's rows. */
export async function ownerRoutes(app: App, deps: Deps) {
  await app.register(ownerRestaurantRoutes, deps);
  await app.register(ownerFoodRoutes, deps);
  await app.register(ownerOrderRoutes, deps);
}
