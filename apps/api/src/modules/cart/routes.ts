import { z } from 'zod';
import {
  AddToCartBody,
  BusinessError,
  Cart,
  CartItem,
  CartLineParams,
  DetailError,
  FieldErrors,
  MessageAnswer,
  ORDERING_MESSAGES,
  SlugParams,
  UpdateCartBody,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { cartService } from './service.ts';

const tags = ['cart'];
const security = [{ token: [] }];
const refusals = { 401: DetailError, 403: DetailError };
const customersOnly = { access: ['customer'] as const };

export async function cartRoutes(app: App, { database }: Deps) {
  const cart = cartService(database.db);

  app.get(
    '/cart/list/',
    {
      config: customersOnly,
      schema: {
        tags,
        summary: 'Your cart, with totals and delivery fees at current prices',
        security,
        response: { 200: Cart, ...refusals },
      },
    },
    (request) => cart.list(requireUser(request).id),
  );

  app.post(
    '/cart/add-to-cart/:slug/',
    {
      config: customersOnly,
      schema: {
        tags,
        summary: 'Add a food (quantity defaults to 1); adds to its line when already in the cart',
        security,
        params: SlugParams,
        body: AddToCartBody,
        response: {
          201: CartItem,
          400: z.union([FieldErrors, BusinessError]),
          ...refusals,
          404: DetailError,
        },
      },
    },
    async (request, reply) => {
      const { id } = requireUser(request);
      return reply.code(201).send(await cart.add(id, request.params.slug, request.body.quantity));
    },
  );

  app.put(
    '/cart/update/:id/',
    {
      config: customersOnly,
      schema: {
        tags,
        summary: 'Set the quantity of one of your cart lines',
        security,
        params: CartLineParams,
        body: UpdateCartBody,
        response: { 200: CartItem, 400: FieldErrors, ...refusals, 404: DetailError },
      },
    },
    (request) => cart.update(requireUser(request).id, request.params.id, request.body.quantity),
  );

  app.delete(
    '/cart/delete/:id/',
    {
      config: customersOnly,
      schema: {
        tags,
        summary: 'Remove one of your cart lines',
        security,
        params: CartLineParams,
        response: { 200: MessageAnswer, 400: FieldErrors, ...refusals, 404: DetailError },
      },
    },
    async (request) => {
      await cart.remove(requireUser(request).id, request.params.id);
      return { message: ORDERING_MESSAGES.lineRemoved };
    },
  );
}
