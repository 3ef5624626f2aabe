import {
  ADMIN_PAGE_SIZES,
  AdminIdParams,
  AdminOrderCardsQuery,
  AdminOrderLine,
  AdminOrdersQuery,
  AdminOrderStatusBody,
  PagedAdminOrderCards,
  PagedAdminOrderLines,
} from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { paged } from '../../../lib/paging.ts';
import { badRequest, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { orderCards } from '../../orders/order-cards.ts';
import { adminOrdersService, holdingTicket } from './service.ts';

export async function ordersRoutes(app: App, deps: Deps) {
  const orders = adminOrdersService(deps);

  app.get(
    '/admin/orders/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every order line, newest first, 10 per page; `status` filters',
        querystring: AdminOrdersQuery,
        response: { 200: PagedAdminOrderLines, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) =>
      paged(request, ADMIN_PAGE_SIZES.orders, (window) => orders.page(request.query.status, window)),
  );

  app.get(
    '/admin/order-cards/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Every order with its tickets, newest first, 10 per page; `stage` and `restaurant` filter',
        description:
          'stage: orders holding a ticket in that stage; restaurant (id): orders holding a ticket of it; both ' +
          'together: a ticket of that restaurant in that stage.',
        querystring: AdminOrderCardsQuery,
        response: { 200: PagedAdminOrderCards, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) =>
      paged(request, ADMIN_PAGE_SIZES.orders, (window) =>
        orderCards(deps.db, holdingTicket(request.query.stage, request.query.restaurant), window),
      ),
  );

  app.post(
    '/admin/order-status/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: "Set an order line's status to Pending, Completed or Canceled, from any status",
        description:
          'The ordering customer gets an order.status live event, the restaurant owner a ticket.changed.',
        params: AdminIdParams,
        body: AdminOrderStatusBody,
        response: { 200: AdminOrderLine, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => orders.setStatus(requireUser(request).id, request.params.id, request.body.status),
  );
}
