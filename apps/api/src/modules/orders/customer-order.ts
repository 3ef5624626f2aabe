import { and, eq, sql } from 'drizzle-orm';
import { MAX_LINE_QUANTITY, TICKET_MESSAGES } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import { cartLines, carts, orderLines, orders, tickets } from '../../db/schema/index.ts';
import { businessError, notFound } from '../../lib/errors.ts';
import { ticketsForUpdate } from './tickets/move.ts';

/**
 * The customer's own order, locked with its tickets (another customer's is 404), for a change only its
 * customer may make. Refused with 409 once every ticket is canceled.
 */
export async function lockCustomerOrder(tx: Tx, userId: number, orderId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      method: orders.paymentMethod,
      paidAt: orders.paidAt,
      total: orders.total,
      address: orders.address,
    })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .for('update');
  if (!order) throw notFound();
  const orderTickets = await ticketsForUpdate(tx, eq(tickets.orderId, orderId));
  const live = orderTickets.filter((ticket) => ticket.stage !== 'canceled');
  if (!live.length) throw businessError(409, TICKET_MESSAGES.orderCanceled);
  return { order, live };
}

/** An unpaid online order: the only kind whose payment can be retried or switched to cash. */
export function requireAwaitingPayment(order: { method: string; paidAt: Date | null }) {
  if (order.method !== 'online_payment' || order.paidAt)
    throw businessError(409, TICKET_MESSAGES.notAwaitingPayment);
}

/** The order's foods go back into the customer's cart (added to what it holds, up to the line limit). */
export async function refillCart(tx: Tx, userId: number, orderId: number) {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  await tx.execute(sql`
    insert into ${cartLines} (cart_id, food_id, quantity)
    select c.id, l.food_id, least(sum(l.quantity), ${MAX_LINE_QUANTITY})
    from ${orderLines} l, ${carts} c
    where l.order_id = ${orderId} and l.food_id is not null and c.user_id = ${userId}
    group by c.id, l.food_id
    on conflict (cart_id, food_id)
    do update set quantity = least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`);
}
