import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { orderLines, orders, payments, tickets } from '../../db/schema/index.ts';
import { lateReason } from './late-reason.ts';
import { owePayment } from './refunds-owed.ts';

/**
 * What became of money a gateway vouched for: the order's payment now (`paid`), not kept and owed back
 * (`late`), the same news again (`already-paid`, `already-late`: nothing changes), or no such payment.
 */
export type Settled = 'paid' | 'late' | 'already-paid' | 'already-late' | 'unknown';

/** The gateway's word on a payment: its reference (SSLCommerz's val_id) and what it answered. */
export interface Proof {
  gatewayRef: string;
  payload?: unknown;
}

/**
 * The order a payment belongs to, locked (FOR UPDATE): every change of an order's money starts here.
 * With its tickets not canceled, whose stages change only under this lock.
 */
async function lockOrderOf(tx: Tx, transactionId: string) {
  const [order] = await tx
    .select({
      id: orders.id,
      method: orders.paymentMethod,
      paidAt: orders.paidAt,
      // `${orders}.id`, not `${orders.id}`: in a one-table select drizzle writes a column unqualified,
      // and inside this subquery "id" would be the ticket's.
      live: sql<number>`(select count(*) from ${tickets} t
                         where t.order_id = ${orders}.id and t.stage <> 'canceled')`.mapWith(Number),
    })
    .from(orders)
    .where(
      sql`${orders.id} = (select ${payments.orderId} from ${payments} where ${payments.transactionId} = ${transactionId})`,
    )
    .for('update');
  return order;
}

/**
 * The one way money arrives: with the order locked, then its payment, an initiated payment of an order
 * still taking payment becomes `paid` (the order gets paid_at, its Pending lines turn Paid); any other
 * payment becomes `late` and is owed back whole, with the reason. A payment already paid or late changes
 * nothing, so replayed and racing callbacks count once. Answers the order's id with the outcome.
 */
export async function settlePayment(tx: Tx, transactionId: string, proof: Proof) {
  const order = await lockOrderOf(tx, transactionId);
  const [payment] = await tx
    .select({ id: payments.id, orderId: payments.orderId, amount: payments.amount, state: payments.state })
    .from(payments)
    .where(eq(payments.transactionId, transactionId))
    .for('update');
  if (!order || !payment) return { settled: 'unknown' as const, orderId: null };
  const orderId = order.id;
  if (payment.state === 'paid') return { settled: 'already-paid' as const, orderId };
  if (payment.state === 'late') return { settled: 'already-late' as const, orderId };
  const refused = lateReason(payment.state, order);
  const stamp = {
    gatewayRef: proof.gatewayRef,
    gatewayPayload: proof.payload ?? null,
    updatedAt: sql`now()`,
  };
  if (refused) {
    await tx
      .update(payments)
      .set({ state: 'late', ...stamp })
      .where(eq(payments.id, payment.id));
    await owePayment(tx, payment, refused);
    return { settled: 'late' as const, orderId };
  }
  await tx
    .update(payments)
    .set({ state: 'paid', ...stamp })
    .where(eq(payments.id, payment.id));
  await tx
    .update(orders)
    .set({ paidAt: sql`now()` })
    .where(eq(orders.id, orderId));
  await tx
    .update(orderLines)
    .set({ status: 'Paid', updatedAt: sql`now()` })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, 'Pending')));
  return { settled: 'paid' as const, orderId };
}

/**
 * The gateway says no money was taken (failed or canceled at its page): only an initiated payment ends.
 * A payment paid or late meanwhile stays as it is (the row's lock makes the two queue).
 */
export async function endPayment(tx: Tx, transactionId: string, state: 'failed' | 'cancelled') {
  await tx
    .update(payments)
    .set({ state, updatedAt: sql`now()` })
    .where(and(eq(payments.transactionId, transactionId), eq(payments.state, 'initiated')));
}

/**
 * Payments of the order still open at the gateway end as cancelled: the customer chose another way (a
 * retry, cash, canceling the order). Money that still comes for them is late. The caller holds the
 * order's lock.
 */
export async function endOpenPayments(tx: Tx, orderId: number) {
  await tx
    .update(payments)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'initiated')));
}
