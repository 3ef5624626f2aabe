import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  ADMIN_CANCEL_REASON,
  type AdminOrderLine,
  type adminSettableStatuses,
  type OrderStatus,
  type OrderStatusEventData,
  type TicketStage,
} from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { orderLines, orders, tickets, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/errors.ts';
import { isoCreatedAt } from '../../../lib/rows.ts';
import { announceLineMove, lockTicket, requireOnBoard, setStage } from '../../orders/tickets/move.ts';
import { recordAudit } from '../audit/record.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../../lib/paging.ts';

/** The admin's OrderLine shape: the line's snapshot, its order's payment method, the customer. */
const lineColumns = {
  id: orderLines.id,
  order: orderLines.orderId,
  item_name: orderLines.itemName,
  item_price: orderLines.itemPrice,
  quantity: orderLines.quantity,
  subtotal: sql<number>`(${orderLines.quantity} * ${orderLines.itemPrice})`.mapWith(Number),
  status: orderLines.status,
  restaurant: orderLines.restaurantName,
  username: users.username,
  email: users.email,
  created_at: orderLines.createdAt,
  payment_method: orders.paymentMethod,
};

const selectLines = (db: Db) =>
  db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId));

type AdminSettableStatus = (typeof adminSettableStatuses)[number];
/** The stage an admin's line status puts the line's ticket in. */
const STAGE_OF_STATUS: Record<AdminSettableStatus, TicketStage> = {
  Pending: 'new',
  Completed: 'delivered',
  Canceled: 'canceled',
};

/** Orders holding a ticket in `stage` (any when unset) of `restaurant` (any when unset). */
export function holdingTicket(stage: TicketStage | '' | undefined, restaurant: number | undefined) {
  if (!stage && restaurant === undefined) return undefined;
  const matching = and(
    eq(tickets.orderId, orders.id),
    stage ? eq(tickets.stage, stage) : undefined,
    restaurant === undefined ? undefined : eq(tickets.restaurantId, restaurant),
  );
  return sql`exists (select 1 from ${tickets} where ${matching})`;
}

/** Every order line of the platform, as admins list and correct them. */
export function adminOrdersService(deps: Pick<Deps, 'db' | 'events' | 'log'>) {
  const { db, events } = deps;
  return {
    /** Every order line, newest first; `status` ("" for all) filters them. */
    async page(status: OrderStatus | '' | undefined, window: PageWindow): Promise<PageOf<AdminOrderLine>> {
      const where = status ? eq(orderLines.status, status) : undefined;
      const rows = await db
        .select({ ...lineColumns, total: totalOf(db.select({ n: count() }).from(orderLines).where(where)) })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orderLines.createdAt), desc(orderLines.id))
        .limit(window.limit)
        .offset(window.offset);
      const { count: total, results } = splitTotal(rows);
      return { count: total, results: results.map(isoCreatedAt) };
    },

    /**
     * An admin may set Pending, Completed or Canceled from any status (undoing a mistake included) of an
     * order on the boards (409 while it awaits its payment). Like every line move, it moves the line's
     * whole ticket (Pending puts it back to New), and its lines carry the spec status of that stage (Paid
     * on a paid order, for Pending). When the ticket moved, the ordering customer hears of it once committed.
     */
    async setStatus(actorId: number, lineId: number, status: AdminSettableStatus): Promise<AdminOrderLine> {
      const { line, moved } = await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ ticketId: orderLines.ticketId })
          .from(orderLines)
          .where(eq(orderLines.id, lineId));
        if (!found) throw notFound();
        const ticket = (await lockTicket(tx, eq(tickets.id, found.ticketId)))!;
        requireOnBoard(ticket);
        const [current] = await tx
          .select({ status: orderLines.status })
          .from(orderLines)
          .where(eq(orderLines.id, lineId));
        const changed = ticket.stage !== STAGE_OF_STATUS[status];
        if (changed) {
          await setStage(tx, ticket, STAGE_OF_STATUS[status], { reason: ADMIN_CANCEL_REASON, by: actorId });
          await recordAudit(tx, {
            actorId,
            action: 'status_change',
            entity: 'order_line',
            entityId: lineId,
            before: { status: current!.status },
            after: { status },
          });
        }
        const [row] = await selectLines(tx).where(eq(orderLines.id, lineId));
        return { line: isoCreatedAt(row!), moved: changed ? ticket : null };
      });
      if (moved) {
        const data: OrderStatusEventData = { line_id: line.id, order_id: line.order, status: line.status };
        await events.publish({ type: 'order.status', userId: moved.customerId, data });
        announceLineMove(deps, moved, STAGE_OF_STATUS[status]);
      }
      return line;
    },
  };
}
