import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/index.ts';

export type MarkPaidResult = 'paid' | 'already-paid' | 'unknown';

/**
 * The one way a payment becomes paid, whichever callback (browser return, IPN, sandbox button) brings
 * the verified news. The payment row is locked, so raced or replayed callbacks change things once:
 * the payment turns paid, the order gets paid_at, and its Pending lines become Paid.
 */
export function markPaid(db: Db, transactionId: string, gatewayRef: string, gatewayPayload?: unknown) {
  return db.transaction(async (tx): Promise<MarkPaidResult> => {
    const [payment] = await tx
      .select({ id: payments.id, orderId: payments.orderId, state: payments.state })
      .from(payments)
      .where(eq(payments.transactionId, transactionId))
      .for('update');
    if (!payment) return 'unknown';
    if (payment.state === 'paid') return 'already-paid';
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
    return 'paid';
  });
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
