import { z } from 'zod';
import { Category, Food, RestaurantBrief, Restaurant, SlugParams, Tag } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { conditional } from './etag.ts';
import { foodRoutes } from './food-routes.ts';
import { catalogFoodsService } from './foods-service.ts';
import { notFoundAnswer } from '../../lib/route-schema.ts';
import { cacheable, tags } from './route-parts.ts';
import { catalogRestaurantsService } from './restaurants-service.ts';
import { catalogService } from './service.ts';

export async function catalogRoutes(app: App, deps: Deps) {
  const catalog = catalogService(deps);
  const foods = catalogFoodsService(deps);
  const restaurants = catalogRestaurantsService(deps);

  app.get(
    '/restaurant/categories/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'All categories, by name',
        response: { 200: z.array(Category), ...cacheable },
      },
    },
    async (request, reply) => conditional(request, reply, await catalog.listCategories()),
  );

  app.get(
    '/restaurant/tag-list/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'All tags, by name', response: { 200: z.array(Tag) } },
    },
    () => catalog.listTags(),
  );

  app.get(
    '/restaurant/items/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Home page foods: for each tag, up to 24 available foods, best rated first',
        response: { 200: z.array(Food), ...cacheable },
      },
    },
    async (request, reply) => conditional(request, reply, await foods.home()),
  );

  app.get(
    '/restaurant/list/',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Approved restaurants, by name', response: { 200: z.array(Restaurant) } },
    },
    () => restaurants.list(),
  );

  app.get(
    '/restaurant/info/:slug/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "An approved restaurant's name and address",
        params: SlugParams,
        response: { 200: RestaurantBrief, ...notFoundAnswer },
      },
    },
    (request) => restaurants.brief(request.params.slug),
  );

  await app.register(foodRoutes, deps);
}
