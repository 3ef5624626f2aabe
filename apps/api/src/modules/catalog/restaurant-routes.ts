import { z } from 'zod';
import { RestaurantCard, RestaurantMenu, SlugParams } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { notModifiedAnswer } from '../../lib/etag.ts';
import { notFoundAnswer } from '../../lib/route-schema.ts';
import { restaurantMenuService } from './restaurant-menu-service.ts';
import { publicRead, tags } from './route-parts.ts';

/** Beside the spec's restaurant/list/ and restaurant/info/: what the storefront's restaurant screens draw. */
export async function restaurantRoutes(app: App, deps: Deps) {
  const menus = restaurantMenuService(deps);

  app.get(
    '/restaurant/cards/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'Approved restaurants by name, with rating (from their foods) and delivery fee',
        response: { 200: z.array(RestaurantCard), ...notModifiedAnswer },
      },
    },
    () => menus.cards(),
  );

  app.get(
    '/restaurant/menu/:slug/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "An approved restaurant's page: its details and every available food by category",
        params: SlugParams,
        response: { 200: RestaurantMenu, ...notModifiedAnswer, ...notFoundAnswer },
      },
    },
    (request) => menus.menu(request.params.slug),
  );
}
