import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { type OrderRefund, type RefundState, ticketNumber } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { refunds, tickets } from '../../db/schema/index.ts';

/** The columns of a refund as its order's card shows it (select them with `left join tickets`). */
export const refundColumns = {
  id: refunds.id,
  orderId: refunds.orderId,
  amount: refunds.amount,
  reason: refunds.reason,
  state: refunds.state,
  seq: tickets.seq,
  createdAt: refunds.createdAt,
  refundedAt: refunds.refundedAt,
};
/** A row of `refundColumns` (the ticket's seq is null for a late payment's refund). */
interface RefundRow {
  id: number;
  orderId: number;
  amount: number;
  reason: string;
  state: RefundState;
  seq: number | null;
  createdAt: Date;
  refundedAt: Date | null;
}

export const toOrderRefund = (row: RefundRow): OrderRefund => ({
  id: row.id,
  amount: row.amount,
  reason: row.reason,
  state: row.state,
  ticket: row.seq === null ? null : ticketNumber(row.orderId, row.seq),
  created_at: row.createdAt.toISOString(),
  refunded_at: row.refundedAt?.toISOString() ?? null,
});

/** The refunds of `orderIds` still owed or made (not void), oldest first, by order: one statement. */
export async function refundsOf(db: Db, orderIds: number[]): Promise<Map<number, OrderRefund[]>> {
  const byOrder = new Map<number, OrderRefund[]>();
  if (!orderIds.length) return byOrder;
  const rows = await db
    .select(refundColumns)
    .from(refunds)
    .leftJoin(tickets, eq(tickets.id, refunds.ticketId))
    .where(and(inArray(refunds.orderId, orderIds), ne(refunds.state, 'void')))
    .orderBy(asc(refunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(toOrderRefund(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
