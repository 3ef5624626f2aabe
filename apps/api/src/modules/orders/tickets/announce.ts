import { and, eq, ne, sql } from 'drizzle-orm';
import { orderLines, restaurants, tickets } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { mailReceipt, type ReceiptDeps } from '../receipts.ts';

export type AnnounceDeps = Pick<Deps, 'db' | 'events' | 'log'> & ReceiptDeps;

/**
 * An order has reached the boards (a cash order placed, an online one paid or switched to cash): each
 * restaurant's owner hears of their ticket's lines as order.created, and the customer gets the receipt.
 * After commit; never fails the caller.
 */
export async function announceOnBoard(deps: AnnounceDeps, orderId: number) {
  const { db, events, log } = deps;
  mailReceipt(deps, orderId, { kind: 'placed' });
  try {
    const rows = await db
      .select({
        restaurantId: tickets.restaurantId,
        ownerId: restaurants.ownerId,
        lineIds: sql<number[]>`array_agg(${orderLines.id} order by ${orderLines.id})`,
      })
      .from(tickets)
      .innerJoin(restaurants, eq(restaurants.id, tickets.restaurantId))
      .innerJoin(orderLines, eq(orderLines.ticketId, tickets.id))
      .where(and(eq(tickets.orderId, orderId), ne(tickets.stage, 'canceled')))
      .groupBy(tickets.id, restaurants.ownerId)
      .orderBy(tickets.seq);
    await Promise.all(
      rows.map(({ restaurantId, ownerId, lineIds }) =>
        events
          .publish({
            type: 'order.created',
            userId: ownerId,
            data: { order_id: orderId, line_ids: lineIds.map(Number), restaurant_id: restaurantId! },
          })
          .catch((err: unknown) => log.warn({ err, orderId }, 'order.created could not be published')),
      ),
    );
  } catch (err) {
    log.warn({ err, orderId }, 'order.created could not be published');
  }
}
