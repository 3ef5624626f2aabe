import { Food, FoodCreateBody, FoodUpdateBody, MessageAnswer, OwnerIdParams } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { ownerFoodsService } from './foods-service.ts';
import { badRequest, guarded } from '../../lib/route-schema.ts';
import { notFoundOrNoRestaurant, ownerOnly, tags } from './route-parts.ts';

const slugNote =
  'The server makes the slug from the name (a clash gets -2, -3…); a slug sent must be that name’s slug. ' +
  'price may be a numeric string; category and tags are ids; is_available may be "true"/"false".';

export async function ownerFoodRoutes(app: App, deps: Deps) {
  const foods = ownerFoodsService(deps);

  // The documented path has no trailing slash; the router accepts it with one too.
  app.post(
    '/restaurant/item/add',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'Adds a food to the restaurant',
        description: `${slugNote} image: a URL this account got from POST /api/uploads/ (required).`,
        body: FoodCreateBody,
        response: { 201: Food, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    async (request, reply) => reply.code(201).send(await foods.create(requireUser(request).id, request.body)),
  );

  app.get(
    '/restaurant/item/update/:id/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'One of the restaurant’s foods',
        params: OwnerIdParams,
        response: { 200: Food, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => foods.get(requireUser(request).id, request.params.id),
  );

  app.put(
    '/restaurant/item/update/:id/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'Changes one of the restaurant’s foods',
        description: `${slugNote} image null or "" keeps the current one.`,
        params: OwnerIdParams,
        body: FoodUpdateBody,
        response: { 200: Food, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => foods.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/restaurant/food/delete/:id/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'Deletes one of the restaurant’s foods',
        description: 'Past order lines keep their snapshot; cart lines holding the food are removed.',
        params: OwnerIdParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => foods.remove(requireUser(request).id, request.params.id),
  );
}
