import { and, asc, desc, eq } from 'drizzle-orm';
import { type CustomerOrderLine, type Order, type OrderStatus, orderStatuses } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, restaurants } from '../../db/schema/index.ts';
import { lineTotal } from '../../lib/money.ts';

const lineColumns = {
  id: orderLines.id,
  order: orderLines.orderId,
  item_name: orderLines.itemName,
  item_image: orderLines.itemImage,
  item_price: orderLines.itemPrice,
  quantity: orderLines.quantity,
  status: orderLines.status,
  restaurant: orderLines.restaurantName,
  restaurant_slug: restaurants.slug,
  created_at: orderLines.createdAt,
  payment_method: orders.paymentMethod,
};

type LineRow = Omit<CustomerOrderLine, 'subtotal' | 'created_at' | 'restaurant_slug'> & {
  restaurant_slug: string | null;
  created_at: Date;
};

const toCustomerLine = (row: LineRow): CustomerOrderLine => ({
  id: row.id,
  order: row.order,
  item_name: row.item_name,
  item_image: row.item_image,
  item_price: row.item_price,
  quantity: row.quantity,
  subtotal: lineTotal(row.item_price, row.quantity),
  status: row.status,
  restaurant: row.restaurant,
  restaurant_slug: row.restaurant_slug,
  created_at: row.created_at.toISOString(),
  payment_method: row.payment_method,
});

/** An order's status is its least advanced line's: Pending, then Paid, then Completed, then Canceled. */
const orderStatus = (lines: readonly { status: OrderStatus }[]): OrderStatus =>
  orderStatuses[Math.min(...lines.map((line) => orderStatuses.indexOf(line.status)))]!;

/** A customer's order with its lines, in one query; undefined when it is not theirs. */
export async function loadCustomerOrder(db: Db, userId: number, orderId: number): Promise<Order | undefined> {
  const rows = await db
    .select({
      ...lineColumns,
      address: orders.address,
      subtotal: orders.subtotal,
      delivery_fee: orders.deliveryFee,
      total: orders.total,
      order_created_at: orders.createdAt,
    })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(restaurants, eq(restaurants.id, orderLines.restaurantId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .orderBy(asc(orderLines.id));
  const first = rows[0];
  if (!first) return undefined;
  const items = rows.map(toCustomerLine);
  return {
    id: first.order,
    status: orderStatus(items),
    payment_method: first.payment_method,
    address: first.address,
    subtotal: first.subtotal,
    delivery_fee: first.delivery_fee,
    total: first.total,
    created_at: first.order_created_at.toISOString(),
    items,
  };
}

/** Every line a customer ordered, newest first, in one query. */
export async function customerOrderLines(db: Db, userId: number): Promise<CustomerOrderLine[]> {
  const rows = await db
    .select(lineColumns)
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(restaurants, eq(restaurants.id, orderLines.restaurantId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orderLines.createdAt), desc(orderLines.id));
  return rows.map(toCustomerLine);
}
