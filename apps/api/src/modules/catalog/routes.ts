import { z } from 'zod';
import { Category, Food, RestaurantBrief, Restaurant, SlugParams, Tag } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { foodRoutes } from './food-routes.ts';
import { catalogFoodsService } from './foods-service.ts';
import { notModifiedAnswer } from '../../lib/etag.ts';
import { notFoundAnswer } from '../../lib/route-schema.ts';
import { publicRead, tags } from './route-parts.ts';
import { restaurantRoutes } from './restaurant-routes.ts';
import { catalogRestaurantsService } from './restaurants-service.ts';
import { catalogService } from './service.ts';

export async function catalogRoutes(app: App, deps: Deps) {
  const catalog = catalogService(deps);
  const foods = catalogFoodsService(deps);
  const restaurants = catalogRestaurantsService(deps);

  app.get(
    '/restaurant/categories/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'All categories, by name',
        response: { 200: z.array(Category), ...notModifiedAnswer },
      },
    },
    () => catalog.listCategories(),
  );

  app.get(
    '/restaurant/tag-list/',
    {
      config: publicRead,
      schema: { tags, summary: 'All tags, by name', response: { 200: z.array(Tag), ...notModifiedAnswer } },
    },
    () => catalog.listTags(),
  );

  app.get(
    '/restaurant/items/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'Home page foods: for each tag, up to 24 available foods, best rated first',
        response: { 200: z.array(Food), ...notModifiedAnswer },
      },
    },
    () => foods.home(),
  );

  app.get(
    '/restaurant/list/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'Approved restaurants, by name',
        response: { 200: z.array(Restaurant), ...notModifiedAnswer },
      },
    },
    () => restaurants.list(),
  );

  app.get(
    '/restaurant/info/:slug/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "An approved restaurant's name and address",
        params: SlugParams,
        response: { 200: RestaurantBrief, ...notModifiedAnswer, ...notFoundAnswer },
      },
    },
    (request) => restaurants.brief(request.params.slug),
  );

  await app.register(foodRoutes, deps);
  await app.register(restaurantRoutes, deps);
}
