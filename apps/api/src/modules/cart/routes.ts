import {
  AddToCartBody,
  Cart,
  CartItem,
  CartLineParams,
  CartMergeAnswer,
  CartMergeBody,
  MessageAnswer,
  ORDERING_MESSAGES,
  SlugParams,
  UpdateCartBody,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { badRequest, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { MergeHeaders } from './merge-headers.ts';
import { cartService } from './service.ts';

const tags = ['cart'];
const customersOnly = { access: ['customer'] as const } as const;

export async function cartRoutes(app: App, deps: Deps) {
  const cart = cartService(deps);

  app.get(
    '/cart/list/',
    {
      config: { ...customersOnly, privateAnswer: true },
      schema: {
        tags,
        summary: 'Your cart, with totals and delivery fees at current prices',
        response: { 200: Cart, ...guarded },
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
        params: SlugParams,
        body: AddToCartBody,
        response: { 201: CartItem, ...badRequest, ...guarded, ...notFoundAnswer },
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
        params: CartLineParams,
        body: UpdateCartBody,
        response: { 200: CartItem, ...badRequest, ...guarded, ...notFoundAnswer },
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
        params: CartLineParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    async (request) => {
      await cart.remove(requireUser(request).id, request.params.id);
      return { message: ORDERING_MESSAGES.lineRemoved };
    },
  );

  app.post(
    '/cart/merge/',
    {
      config: customersOnly,
      schema: {
        tags,
        summary: "Add a browser's guest cart to your cart, at the server's prices, once per Idempotency-Key",
        description:
          'Unknown and unavailable foods are skipped and named; a line stops at 1000. A repeat with the ' +
          'same Idempotency-Key adds nothing and answers what the first merge did, with the cart as it is now.',
        headers: MergeHeaders,
        body: CartMergeBody,
        response: { 200: CartMergeAnswer, ...badRequest, ...guarded },
      },
    },
    (request) => cart.merge(requireUser(request).id, request.headers['idempotency-key'], request.body.items),
  );
}
