import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AdminOrderCard, CustomerTicket, OrderCard, OrderRefund } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orders, restaurants, tickets, users } from '../../db/schema/index.ts';
import { sumTaka } from '../../lib/money.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../lib/paging.ts';
import { refundsOf } from './order-refunds.ts';
import { paymentStateOf, ticketColumns, toCustomerTicket } from './tickets/ticket-rows.ts';

interface OrderRow {
  id: number;
  created_at: Date;
  address: string;
  payment_method: 'cash_on_delivery' | 'online_payment';
  paidAt: Date | null;
  placed_total: number;
  username: string;
  email: string;
}

/** An order with its tickets, its money once canceled tickets are left out, and what its customer may do. */
function toCard(order: OrderRow, orderTickets: CustomerTicket[], refunds: OrderRefund[]): AdminOrderCard {
  const live = orderTickets.filter((ticket) => ticket.stage !== 'canceled');
  const payment_state = paymentStateOf(order.payment_method, order.paidAt, live.length === 0);
  const awaiting = payment_state === 'awaiting_payment';
  return {
    id: order.id,
    number: `#${order.id}`,
    created_at: order.created_at.toISOString(),
    address: order.address,
    payment_method: order.payment_method,
    payment_state,
    subtotal: sumTaka(live.map((ticket) => ticket.subtotal)),
    delivery_fee: sumTaka(live.map((ticket) => ticket.delivery_fee)),
    total: sumTaka(live.map((ticket) => ticket.total)),
    placed_total: order.placed_total,
    tickets: orderTickets,
    can_cancel: live.length > 0 && live.every((ticket) => ticket.stage === 'new'),
    can_retry_payment: awaiting,
    can_pay_cash: awaiting,
    refunds,
    username: order.username,
    email: order.email,
  };
}

/**
 * One page of orders `where` selects, newest first, as cards: three statements (the orders with their
 * count, all their tickets with their lines, their refunds), however many orders the page holds.
 */
export async function orderCards(
  db: Db,
  where: SQL | undefined,
  window: PageWindow,
): Promise<PageOf<AdminOrderCard>> {
  const rows = await db
    .select({
      id: orders.id,
      created_at: orders.createdAt,
      address: orders.address,
      payment_method: orders.paymentMethod,
      paidAt: orders.paidAt,
      placed_total: orders.total,
      username: users.username,
      email: users.email,
      total: totalOf(db.select({ n: count() }).from(orders).where(where)),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(window.limit)
    .offset(window.offset);
  const { count: total, results } = splitTotal(rows);
  if (!results.length) return { count: total, results: [] };
  const ticketRows = await db
    .select({ ...ticketColumns, restaurant_slug: restaurants.slug })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .leftJoin(restaurants, eq(restaurants.id, tickets.restaurantId))
    .where(
      inArray(
        tickets.orderId,
        results.map((order) => order.id),
      ),
    )
    .orderBy(asc(tickets.orderId), asc(tickets.seq));
  const byOrder = new Map<number, CustomerTicket[]>();
  for (const row of ticketRows) {
    const list = byOrder.get(row.order) ?? [];
    list.push(toCustomerTicket(row));
    byOrder.set(row.order, list);
  }
  const refunds = await refundsOf(
    db,
    results.map((order) => order.id),
  );
  return {
    count: total,
    results: results.map((order) => toCard(order, byOrder.get(order.id) ?? [], refunds.get(order.id) ?? [])),
  };
}

/** A customer's card leaves out who ordered (they know). */
export const customerCard = ({ username: _u, email: _e, ...card }: AdminOrderCard): OrderCard => card;
