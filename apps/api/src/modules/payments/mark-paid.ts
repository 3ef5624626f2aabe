import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/index.ts';
import { type AnnounceDeps, announceOnBoard } from '../orders/tickets/announce.ts';

export type MarkPaidResult = 'paid' | 'already-paid' | 'unknown';

/**
 * The one way a payment becomes paid, whichever callback (browser return, IPN, sandbox button) brings
 * the verified news. The payment row is locked, so raced or replayed callbacks change things once:
 * the payment turns paid, the order gets paid_at, and its Pending lines become Paid. Its restaurants'
 * owners then hear of it (order.created), as they do of a cash order when it is placed.
 */
export async function markPaid(
  deps: AnnounceDeps,
  transactionId: string,
  gatewayRef: string,
  gatewayPayload?: unknown,
): Promise<MarkPaidResult> {
  const paid = await deps.db.transaction(async (tx) => {
    // The order is locked before its payment, in the order every other change of it takes (the expiry
    // sweep, retry, cancel), so none of them can deadlock with a payment arriving.
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.transactionId} = ${transactionId})`,
      )
      .for('update');
    const [payment] = await tx
      .select({ id: payments.id, orderId: payments.orderId, state: payments.state })
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .for('update');
    if (!payment) return 'unknown' as const;
    if (payment.state === 'paid') return 'already-paid' as const;
    await tx
      .update(payments)
      .set({ state: 'paid', gatewayRef, gatewayPayload: gatewayPayload ?? null, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
    await tx
      .update(orders)
      .set({ paidAt: sql`now()` })
      .where(and(eq(orders.id, payment.orderId), isNull(orders.paidAt)));
    await tx
      .update(orderLines)
      .set({ status: 'Paid', updatedAt: sql`now()` })
      .where(and(eq(orderLines.orderId, payment.orderId), eq(orderLines.status, 'Pending')));
    return payment.orderId;
  });
  if (typeof paid !== 'number') return paid;
  // Paid: the order's tickets reach the restaurants' boards now.
  void announceOnBoard(deps, paid);
  return 'paid';
}

/**
 * A payment the customer abandoned or the gateway declined. Only an initiated payment changes: a paid
 * one stays paid. The order stays unpaid (and Pending) either way.
 */
export async function markEnded(db: Db, transactionId: string, state: 'failed' | 'cancelled') {
  await db
    .update(payments)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(payments.transactionId, transactionId), eq(payments.state, 'initiated')));
}
