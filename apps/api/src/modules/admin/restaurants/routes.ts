import { z } from 'zod';
import {
  AdminIdParams,
  MessageAnswer,
  Restaurant,
  RestaurantApproval,
  RestaurantCreate,
} from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { adminRestaurantsService } from './service.ts';

export async function restaurantsRoutes(app: App, deps: Deps) {
  const service = adminRestaurantsService(deps);

  app.get(
    '/restaurant/admin/list/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every restaurant, approved or not, newest first',
        response: { 200: z.array(Restaurant), ...guarded },
      },
    },
    () => service.list(),
  );

  app.post(
    '/restaurant/create/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Create a restaurant for a user, who becomes its owner (restaurant_owner)',
        description:
          'The owner must exist, must not be an admin and must not own a restaurant yet (400 on owner). ' +
          'The slug comes from the name (a clash gets -2, -3…); a slug sent must be that of the name. ' +
          'A user whose role changes is signed out everywhere.',
        body: RestaurantCreate,
        response: { 201: Restaurant, ...badRequest, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.put(
    '/restaurant/admin/approve/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Approve or unapprove a restaurant (only approved ones are on the storefront)',
        params: AdminIdParams,
        body: RestaurantApproval,
        response: { 200: Restaurant, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => service.setApproved(requireUser(request).id, request.params.id, request.body.is_approved),
  );

  app.delete(
    '/restaurant/delete/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a restaurant and its foods; refused (409) while it has open orders',
        description:
          'Open: a Pending or Paid line. Past order lines keep their snapshot. The owner becomes a ' +
          'customer again and is signed out.',
        params: AdminIdParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    (request) => service.remove(requireUser(request).id, request.params.id),
  );
}
