import { OwnerIdParams, OwnerOrderLine, OwnerOrderStatusBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { ownerOrdersService } from './orders-service.ts';
import { badRequest, guarded } from '../../lib/route-schema.ts';
import { notFoundOrNoRestaurant, ownerOnly, tags } from './route-parts.ts';

// user-order-list/ (owner branch) is answered by the orders module's route with ownerOrdersService.list.
export async function ownerOrderRoutes(app: App, deps: Deps) {
  const orders = ownerOrdersService(deps);

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
