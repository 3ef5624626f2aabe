import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { REFUND_MESSAGES } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import { orderLines, payments, refunds, tickets } from '../../db/schema/index.ts';
import { businessError } from '../../lib/errors.ts';

/** "R<order id>-<18 hex digits>": our id of a refund at the gateway, within SSLCommerz's 30 characters. */
export const newRefundId = (orderId: number) => `R${orderId}-${randomBytes(9).toString('hex')}`;

/** A late payment is owed back whole (the caller holds the order's lock and has made the payment late). */
export async function owePayment(
  tx: Tx,
  payment: { id: number; orderId: number; amount: number },
  reason: string,
) {
  await tx.insert(refunds).values({
    orderId: payment.orderId,
    paymentId: payment.id,
    amount: payment.amount,
    reason,
    transactionId: newRefundId(payment.orderId),
  });
}

/**
 * A ticket just canceled on a paid order is owed back: its lines and its delivery fee, from the order's
 * paid payment. Nothing when the order is not paid (cash, or online and never paid). The caller holds
 * the order's lock.
 */
export async function oweTicket(
  tx: Tx,
  ticket: { id: number; orderId: number },
  reason: string,
  by: number | null,
) {
  await tx.execute(sql`
    insert into ${refunds} (order_id, payment_id, ticket_id, amount, reason, created_by, transaction_id)
    select ${ticket.orderId}, p.id, t.id,
      t.delivery_fee + (select coalesce(sum(l.item_price * l.quantity), 0)
                        from ${orderLines} l where l.ticket_id = t.id),
      ${reason}, ${by}, ${newRefundId(ticket.orderId)}
    from ${tickets} t join ${payments} p on p.order_id = t.order_id and p.state = 'paid'
    where t.id = ${ticket.id}
      and t.delivery_fee + (select coalesce(sum(l.item_price * l.quantity), 0)
                            from ${orderLines} l where l.ticket_id = t.id) > 0`);
}

/**
 * A canceled ticket is restored: the refund it was owed is void while no money has moved yet (owed or
 * refused by the gateway); once it went to the gateway, the ticket stays canceled (409).
 */
export async function restoreTicket(tx: Tx, ticketId: number) {
  const [owed] = await tx
    .select({ id: refunds.id, state: refunds.state })
    .from(refunds)
    .where(and(eq(refunds.ticketId, ticketId), ne(refunds.state, 'void')))
    .for('update');
  if (!owed) return;
  if (owed.state !== 'due' && owed.state !== 'failed') {
    throw businessError(409, REFUND_MESSAGES.restoreAfterRefund);
  }
  await tx
    .update(refunds)
    .set({ state: 'void', updatedAt: sql`now()` })
    .where(eq(refunds.id, owed.id));
}
