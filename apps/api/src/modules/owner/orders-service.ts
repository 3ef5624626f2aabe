import { and, desc, eq, sql } from 'drizzle-orm';
import {
  cannotMoveMessage,
  type OrderStatus,
  type OrderStatusEventData,
  OWNER_STATUS_MOVES,
  type OwnerOrderLine,
} from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { businessError, notFound } from '../../lib/errors.ts';
import { isoCreatedAt } from '../../lib/rows.ts';
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
export function ownerOrdersService({ db, events }: Pick<Deps, 'db' | 'events'>) {
  return {
    /** user-order-list/ for an owner: every line of their restaurant, newest first, in one statement. */
    async list(userId: number): Promise<OwnerOrderLine[]> {
      const rows = await selectLines(db)
        .where(eq(orderLines.restaurantId, ownRestaurantId(userId)))
        .orderBy(desc(orderLines.createdAt), desc(orderLines.id));
      return rows.map(toLine);
    },

    /**
     * Pending or Paid → Completed or Canceled (OWNER_STATUS_MOVES); the line is locked while checked
     * and changed. The ordering customer hears of it once committed.
     */
    async changeStatus(userId: number, id: number, to: OrderStatus): Promise<OwnerOrderLine> {
      const row = await db.transaction(async (tx) => {
        const [line] = await tx
          .select({ status: orderLines.status })
          .from(orderLines)
          .where(and(eq(orderLines.id, id), eq(orderLines.restaurantId, ownRestaurantId(userId))))
          .for('update');
        if (!line) throw notFound();
        if (!OWNER_STATUS_MOVES[line.status].includes(to)) {
          throw businessError(400, cannotMoveMessage(line.status, to));
        }
        await tx.update(orderLines).set({ status: to, updatedAt: new Date() }).where(eq(orderLines.id, id));
        const [changed] = await selectLines(tx).where(eq(orderLines.id, id));
        return changed!;
      });
      const data: OrderStatusEventData = { line_id: row.id, order_id: row.order, status: row.status };
      await events.publish({ type: 'order.status', userId: row.customerId, data });
      return toLine(row);
    },
  };
}
