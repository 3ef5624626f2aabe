import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type OrderRefund, ticketNumber } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { refunds, tickets } from '../../db/schema/index.ts';

/** The refunds of `orderIds` still owed or made (not void), oldest first, by order: one statement. */
export async function refundsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderRefund[]>> {
  const byOrder = new Map<number, OrderRefund[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select({
      id: refunds.id,
      orderId: refunds.orderId,
      amount: refunds.amount,
      reason: refunds.reason,
      state: refunds.state,
      seq: tickets.seq,
      createdAt: refunds.createdAt,
      refundedAt: refunds.refundedAt,
    })
    .from(refunds)
    .leftJoin(tickets, eq(tickets.id, refunds.ticketId))
    .where(and(inArray(refunds.orderId, orderIds), ne(refunds.state, 'void')))
    .orderBy(asc(refunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push({
      id: row.id,
      amount: row.amount,
      reason: row.reason,
      state: row.state,
      ticket: row.seq === null ? null : ticketNumber(row.orderId, row.seq),
      created_at: row.createdAt.toISOString(),
      refunded_at: row.refundedAt?.toISOString() ?? null,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
