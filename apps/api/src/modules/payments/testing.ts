import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments, refunds } from '../../db/schema/index.ts';

/** Everything a payment touched: the order's payment rows, its paid_at, its line statuses, its refunds. */
export async function paymentState(db: Db, orderId: number) {
  const [order] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  const lines = await db
    .select({ status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const owed = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
  return {
    paidAt: order?.paidAt ?? null,
    payments: rows,
    statuses: lines.map((line) => line.status),
    refunds: owed,
  };
}
