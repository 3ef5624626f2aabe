import { and, eq } from 'drizzle-orm';
import { CUSTOMER_CANCEL_REASON, type OrderCard, TICKET_MESSAGES } from '@bhoj/contract';
import { orders } from '../../db/schema/index.ts';
import { businessError, notFound } from '../../lib/errors.ts';
import { type PageOf, type PageWindow, pageWindow } from '../../lib/paging.ts';
import { endOpenPayments } from '../ledger/payment-moves.ts';
import { lockCustomerOrder, refillCart } from './customer-order.ts';
import { customerCard, orderCards } from './order-cards.ts';
import { customerOrderLines } from './order-query.ts';
import type { AnnounceDeps } from './tickets/announce.ts';
import { announceMove, setStage } from './tickets/move.ts';

/** What customers read about their orders, and the one change they make themselves: canceling. */
export function ordersService(deps: AnnounceDeps) {
  const { db } = deps;

  async function card(userId: number, orderId: number): Promise<OrderCard> {
    const where = and(eq(orders.userId, userId), eq(orders.id, orderId));
    const [found] = (await orderCards(db, where, pageWindow(1, 1))).results;
    if (!found) throw notFound();
    return customerCard(found);
  }

  return {
    customerLines: (userId: number) => customerOrderLines(db, userId),

    /** The customer's orders as cards, newest first. */
    async history(userId: number, window: PageWindow): Promise<PageOf<OrderCard>> {
      const { count, results } = await orderCards(db, eq(orders.userId, userId), window);
      return { count, results: results.map(customerCard) };
    },

    card,

    /**
     * While every ticket is still New (no restaurant has accepted), the customer cancels the whole order:
     * its tickets turn Canceled, an open payment ends, and its foods go back into the cart. A paid order is
     * canceled by its restaurants, who refund it.
     */
    async cancel(userId: number, orderId: number): Promise<OrderCard> {
      const canceled = await db.transaction(async (tx) => {
        const { order, live } = await lockCustomerOrder(tx, userId, orderId);
        if (order.paidAt) throw businessError(409, TICKET_MESSAGES.paidCannotCancel);
        if (live.some((ticket) => ticket.stage !== 'new')) {
          throw businessError(409, TICKET_MESSAGES.customerTooLate);
        }
        for (const ticket of live) {
          await setStage(tx, ticket, 'canceled', { reason: CUSTOMER_CANCEL_REASON, by: userId });
        }
        await endOpenPayments(tx, orderId);
        await refillCart(tx, userId, orderId);
        return live;
      });
      for (const ticket of canceled) announceMove(deps, ticket, 'canceled');
      return card(userId, orderId);
    },
  };
}
