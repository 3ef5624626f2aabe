import { z } from 'zod';
import { CustomerOrderLine, OwnerIdParams, OwnerOrderLine, OwnerOrderStatusBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { ordersService } from '../orders/service.ts';
import { ownerOrdersService } from './orders-service.ts';
import { badRequest, guarded } from '../../lib/route-schema.ts';
import { notFoundOrNoRestaurant, ownerOnly, tags } from './route-parts.ts';

export async function ownerOrderRoutes(app: App, deps: Deps) {
  const orders = ownerOrdersService(deps);
  const customerOrders = ordersService(deps);

  app.get(
    '/user-order-list/',
    {
      config: { access: ['customer', 'restaurant_owner'], privateAnswer: true },
      schema: {
        tags: ['orders'],
        summary: "Your order lines, or with an owner's token every line of their restaurant; newest first",
        response: { 200: z.union([z.array(CustomerOrderLine), z.array(OwnerOrderLine)]), ...guarded },
      },
    },
    (request) => {
      const user = requireUser(request);
      if (user.role === 'restaurant_owner') return orders.list(user.id);
      return customerOrders.customerLines(user.id);
    },
  );

  app.post(
    '/order-status/:id/',
    {
      config: ownerOnly,
      schema: {
        tags,
        summary: 'Moves one of the restaurant’s order lines',
        description:
          'Pending → Completed | Canceled, Paid → Completed | Canceled; any other move is 400 ' +
          '{"error": "Cannot change an order from X to Y."}. The customer gets an order.status live event.',
        params: OwnerIdParams,
        body: OwnerOrderStatusBody,
        response: { 200: OwnerOrderLine, ...badRequest, ...guarded, ...notFoundOrNoRestaurant },
      },
    },
    (request) => orders.changeStatus(requireUser(request).id, request.params.id, request.body.status),
  );
}
