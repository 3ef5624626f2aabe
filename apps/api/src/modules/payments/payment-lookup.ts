import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

/** A payment of `provider` by its transaction id. */
export async function findPayment(db: Db, provider: string, transactionId: string) {
  const [payment] = await db
    .select({
      transactionId: payments.transactionId,
      orderId: payments.orderId,
      amount: payments.amount,
      currency: payments.currency,
      state: payments.state,
    })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.transactionId, transactionId)));
  return payment;
}
export type FoundPayment = NonNullable<Awaited<ReturnType<typeof findPayment>>>;
