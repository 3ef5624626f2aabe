import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { type AdminRefund, REFUND_MESSAGES, type RefundState } from '@bhoj/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { orders, payments, refunds, tickets, users } from '../../../db/schema/index.ts';
import { businessError, notFound } from '../../../lib/errors.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../../lib/paging.ts';
import { refundColumns, toOrderRefund } from '../../orders/order-refunds.ts';
import { recordAudit } from '../audit/record.ts';

const selectRefunds = (db: Db | Tx, where: SQL | undefined) =>
  db
    .select({
      ...refundColumns,
      username: users.username,
      email: users.email,
      provider: payments.provider,
      paymentTransaction: payments.transactionId,
      note: refunds.note,
      refundedBy: refunds.refundedBy,
      total: totalOf(db.select({ n: count() }).from(refunds).where(where)),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(tickets, eq(tickets.id, refunds.ticketId))
    .where(where);

type RefundRow = Awaited<ReturnType<typeof selectRefunds>>[number];

const toAdminRefund = (row: Omit<RefundRow, 'total'>): AdminRefund => ({
  ...toOrderRefund(row),
  order: row.orderId,
  username: row.username,
  email: row.email,
  provider: row.provider,
  payment_transaction: row.paymentTransaction,
  note: row.note,
  refunded_by_admin: row.refundedBy !== null,
});

/** Changes a refund from one of `from` with it locked, audited; 409 with `refused` from any other state. */
async function moveRefund(
  tx: Tx,
  actorId: number,
  id: number,
  from: readonly RefundState[],
  refused: string,
  to: PgUpdateSetSource<typeof refunds> & { state: RefundState; note: string },
) {
  const [refund] = await tx
    .select({ state: refunds.state, orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, id))
    .for('update');
  if (!refund) throw notFound();
  if (!from.includes(refund.state)) throw businessError(409, refused);
  await tx
    .update(refunds)
    .set({ ...to, updatedAt: sql`now()` })
    .where(eq(refunds.id, id));
  await recordAudit(tx, {
    actorId,
    action: 'status_change',
    entity: 'refund',
    entityId: id,
    before: { state: refund.state },
    after: { state: to.state, note: to.note, name: `#${refund.orderId}` },
  });
}

/** Every refund of the platform, and the two things support does about one by hand. */
export function adminRefundsService({ db }: { db: Db }) {
  async function one(id: number): Promise<AdminRefund> {
    const [row] = await selectRefunds(db, eq(refunds.id, id));
    if (!row) throw notFound();
    return toAdminRefund(row);
  }

  return {
    /** Newest first; `state` filters. */
    async page(state: RefundState | undefined, window: PageWindow): Promise<PageOf<AdminRefund>> {
      const rows = await selectRefunds(db, state ? eq(refunds.state, state) : undefined)
        .orderBy(desc(refunds.createdAt), desc(refunds.id))
        .limit(window.limit)
        .offset(window.offset);
      const { count: total, results } = splitTotal(rows);
      return { count: total, results: results.map(toAdminRefund) };
    },

    /**
     * The money was given back another way (a bank transfer, the gateway's own panel), or the gateway
     * finished it without saying so: refunded by this admin, with how, in words.
     */
    async markRefunded(actorId: number, id: number, note: string): Promise<AdminRefund> {
      await db.transaction((tx) =>
        moveRefund(tx, actorId, id, ['due', 'failed', 'sent'], REFUND_MESSAGES.cannotMarkRefunded, {
          state: 'refunded',
          note,
          refundedBy: actorId,
          refundedAt: sql`now()`,
        }),
      );
      return one(id);
    },

    /** A refund the gateway refused is asked of it again (at the next round of the refund sender). */
    async retry(actorId: number, id: number): Promise<AdminRefund> {
      await db.transaction((tx) =>
        moveRefund(tx, actorId, id, ['failed'], REFUND_MESSAGES.cannotRetry, { state: 'due', note: '' }),
      );
      return one(id);
    },
  };
}
