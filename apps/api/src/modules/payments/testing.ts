import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, payments } from '../../db/schema/index.ts';

/** Everything a payment touched: the payment rows of the order, the order's paid_at, its line statuses. */
export async function paymentState(db: Db, orderId: number) {
  const [order] = await db.select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, orderId));
  const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const lines = await db
    .select({ status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  return { paidAt: order?.paidAt ?? null, payments: rows, statuses: lines.map((line) => line.status) };
}
