import { z } from 'zod';
import { OwnerStats, RecentProduct, Restaurant, RestaurantUpdateBody, Tag } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { catalogService } from '../catalog/service.ts';
import { ownerRestaurantService } from './restaurant-service.ts';
import { badRequest, guarded } from '../../lib/route-schema.ts';
import { notFoundOrNoRestaurant, ownerOnly, tags } from './route-parts.ts';
import { ownerStatsService } from './stats-service.ts';

export async function ownerRestaurantRoutes(app: App, deps: Deps) {
  const stats = ownerStatsService(deps);
  const restaurant = ownerRestaurantService(deps);
  const catalog = catalogService(deps);

  app.get(
    '/restaurant/data/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "The dashboard's figures",
        description:
          'Line counts by status; total_orders = distinct orders holding a line of the restaurant; sales = ' +
          'Σ quantity × unit price of Completed lines: total_sales all time, monthly_sales Jan–Dec of the ' +
          'current year in Asia/Dhaka time. Zeros for an owner without a restaurant.',
        response: { 200: OwnerStats, ...guarded },
      },
    },
    (request) => stats.stats(requireUser(request).id),
  );

  app.get(
    '/restaurant/recent-products/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "The restaurant's 5 newest foods",
        response: { 200: z.array(RecentProduct), ...guarded },
      },
    },
    (request) => stats.recentProducts(requireUser(request).id),
  );

  app.get(
    '/restaurant/info/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "The owner's restaurant (404 {error} when they have none yet)",
        response: { 200: Restaurant, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => restaurant.info(requireUser(request).id),
  );

  app.put(
    '/restaurant/update/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: "Changes the restaurant's name, address, phone and cover image",
        description:
          'The slug follows the name (a clash gets -2, -3…); cover_image null or "" keeps the current one.',
        body: RestaurantUpdateBody,
        response: { 200: Restaurant, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => restaurant.update(requireUser(request).id, request.body),
  );

  // The admin module registers POST on the same path.
  app.get(
    '/restaurant/tags/',
    {
      config: { access: ['restaurant_owner', 'admin'] },
      schema: {
        tags,
        summary: 'All tags, by name (the food form’s sub categories)',
        response: { 200: z.array(Tag), ...guarded },
      },
    },
    () => catalog.listTags(),
  );
}
