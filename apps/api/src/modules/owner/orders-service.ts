import { and, desc, eq, sql } from 'drizzle-orm';
import {
  cannotMoveMessage,
  type OrderStatus,
  type OrderStatusEventData,
  OWNER_STATUS_MOVES,
  type OwnerOrderLine,
  RESTAURANT_CANCEL_REASON,
  STAGE_MOVES,
  TICKET_MESSAGES,
  type TicketStage,
} from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, tickets, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { businessError, notFound } from '../../lib/errors.ts';
import { isoCreatedAt } from '../../lib/rows.ts';
import { mailReceipt, type ReceiptDeps } from '../orders/receipts.ts';
import { lockTicket, requireOnBoard, setStage } from '../orders/tickets/move.ts';
import { ownRestaurantId } from './own-restaurant.ts';

/** The OwnerOrderLine shape (plus who ordered, for the live event), from a line, its order and customer. */
function selectLines(db: Db) {
  return db
    .select({
      id: orderLines.id,
      order: orderLines.orderId,
      item_name: orderLines.itemName,
      item_price: orderLines.itemPrice,
      quantity: orderLines.quantity,
      subtotal: sql<number>`${orderLines.quantity} * ${orderLines.itemPrice}`.mapWith(Number),
      status: orderLines.status,
      username: users.username,
      email: users.email,
      phone_number: users.phoneNumber,
      address: orders.address,
      created_at: orderLines.createdAt,
      customerId: orders.userId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(users, eq(users.id, orders.userId));
}

type LineRow = Awaited<ReturnType<ReturnType<typeof selectLines>['execute']>>[number];
const toLine = ({ customerId: _customerId, ...row }: LineRow): OwnerOrderLine => isoCreatedAt(row);

/** The restaurant's incoming order lines; each restaurant moves only its own lines. */
export function ownerOrdersService(deps: Pick<Deps, 'events'> & ReceiptDeps) {
  const { db, events } = deps;
  return {
    /** user-order-list/ for an owner: every line of their restaurant, newest first, in one statement. */
    async list(userId: number): Promise<OwnerOrderLine[]> {
      const rows = await selectLines(db)
        .where(eq(orderLines.restaurantId, ownRestaurantId(userId)))
        .orderBy(desc(orderLines.createdAt), desc(orderLines.id));
      return rows.map(toLine);
    },

    /**
     * The spec's per-line move moves the line's whole ticket: Completed delivers it, Canceled cancels it
     * (only while New or Accepted, else 409). Which moves exist is still OWNER_STATUS_MOVES on the line's
     * status. The ticket is locked first, as every ticket move does, so moves of one ticket queue.
     */
    async changeStatus(userId: number, id: number, to: OrderStatus): Promise<OwnerOrderLine> {
      const mine = and(eq(orderLines.id, id), eq(orderLines.restaurantId, ownRestaurantId(userId)));
      // Its live event stays the spec era's order.status (old clients listen for it), as an admin's does.
      const { row, ticket } = await db.transaction(async (tx) => {
        const [found] = await tx.select({ ticketId: orderLines.ticketId }).from(orderLines).where(mine);
        if (!found) throw notFound();
        const locked = (await lockTicket(tx, eq(tickets.id, found.ticketId)))!;
        requireOnBoard(locked);
        const [line] = await tx.select({ status: orderLines.status }).from(orderLines).where(mine);
        if (!OWNER_STATUS_MOVES[line!.status].includes(to)) {
          throw businessError(400, cannotMoveMessage(line!.status, to));
        }
        const stage: TicketStage = to === 'Completed' ? 'delivered' : 'canceled';
        if (stage === 'canceled' && !STAGE_MOVES[locked.stage].includes('canceled')) {
          throw businessError(409, TICKET_MESSAGES.tooLateToCancel);
        }
        await setStage(tx, locked, stage, { reason: RESTAURANT_CANCEL_REASON, by: userId });
        const [changed] = await selectLines(tx).where(eq(orderLines.id, id));
        return { row: changed!, ticket: locked };
      });
      mailReceipt(deps, row.order, { kind: 'ticket', ticketId: ticket.id });
      const data: OrderStatusEventData = { line_id: row.id, order_id: row.order, status: row.status };
      await events.publish({ type: 'order.status', userId: row.customerId, data });
      return toLine(row);
    },
  };
}
