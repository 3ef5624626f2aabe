import { OrderCard, ORDER_CARDS_PAGE_SIZE, OrderIdParams, PagedOrderCards, PageQuery } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { paged } from '../../lib/paging.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { ordersService } from './service.ts';

const tags = ['orders'];
const customerOnly = { access: ['customer' as const], privateAnswer: true as const };

/** The customer's orders as cards (one per checkout, its tickets inside), beside the spec's line list. */
export async function orderCardRoutes(app: App, deps: Deps) {
  const orders = ordersService(deps);

  app.get(
    '/orders/history/',
    {
      config: customerOnly,
      schema: {
        tags,
        summary: 'Your orders, newest first, 10 per page: each with its tickets, money and possible actions',
        querystring: PageQuery,
        response: { 200: PagedOrderCards, ...guarded, ...notFoundAnswer },
      },
    },
    (request) =>
      paged(request, ORDER_CARDS_PAGE_SIZE, (window) => orders.history(requireUser(request).id, window)),
  );

  app.get(
    '/orders/:id/',
    {
      config: customerOnly,
      schema: {
        tags,
        summary: 'One of your orders as a card',
        params: OrderIdParams,
        response: { 200: OrderCard, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => orders.card(requireUser(request).id, request.params.id),
  );

  app.post(
    '/orders/:id/cancel/',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: 'Cancel your order while no restaurant has accepted it; its foods go back into your cart',
        description:
          '409 once a restaurant has accepted it, once it is paid (the restaurant cancels and refunds it), or ' +
          'when it is already canceled. The restaurants get a ticket.changed live event.',
        params: OrderIdParams,
        response: { 200: OrderCard, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    (request) => orders.cancel(requireUser(request).id, request.params.id),
  );
}
