import { z } from 'zod';
import { CheckoutBody, CustomerOrderLine, DeliveryHours, Order, RestaurantDeliveryFee } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { badRequest, guarded } from '../../lib/route-schema.ts';
import { ordersCheckoutService } from './checkout-service.ts';
import { cartDeliveryFees } from './delivery-fees.ts';
import { deliveryHoursAt } from './delivery-hours.ts';
import { IdempotencyHeaders } from './idempotency.ts';
import { ordersService } from './service.ts';
import { orderCardRoutes } from './card-routes.ts';

const tags = ['orders'];

export async function ordersRoutes(app: App, deps: Deps) {
  const { config } = deps;
  const checkout = ordersCheckoutService(deps);
  const orders = ordersService(deps);
  await app.register(orderCardRoutes, deps);

  app.post(
    '/orders/',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: 'Place a cash-on-delivery order from your cart',
        description:
          'Totals come from current prices; the cart is emptied in the same transaction. A repeat with the ' +
          'same Idempotency-Key answers the first order (200) and creates nothing.',
        headers: IdempotencyHeaders,
        body: CheckoutBody,
        response: { 200: Order, 201: Order, ...badRequest, ...guarded },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const { order, created } = await checkout.place(requireUser(request).id, request.body, key);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/orders/hours/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'When orders are accepted (Asia/Dhaka) and, when closed, when ordering opens again',
        response: { 200: DeliveryHours },
      },
    },
    () => deliveryHoursAt(config.deliveryHours),
  );

  app.get(
    '/orders/delivery-fees/',
    {
      config: { access: ['customer'], privateAnswer: true },
      schema: {
        tags,
        summary: 'Each restaurant of your cart with its delivery fee (charged once per restaurant)',
        response: { 200: z.array(RestaurantDeliveryFee), ...guarded },
      },
    },
    (request) => cartDeliveryFees(deps.db, requireUser(request).id),
  );

  const linesSchema = {
    tags,
    summary: 'Your order lines, newest first',
    response: { 200: z.array(CustomerOrderLine), ...guarded },
  };

  // user-order-list/, answered to customers and owners alike, is the owner module's route.
  app.get(
    '/order-list/',
    { config: { access: ['customer'], privateAnswer: true }, schema: linesSchema },
    (request) => orders.customerLines(requireUser(request).id),
  );
}
