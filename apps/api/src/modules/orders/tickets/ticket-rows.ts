import { type SQL, sql } from 'drizzle-orm';
import {
  type CustomerTicket,
  type OrderStatus,
  type PaymentState,
  type TicketBase,
  type TicketItem,
  type TicketStage,
  ticketNumber,
} from '@bhoj/contract';
import { orderLines, orders, tickets } from '../../../db/schema/index.ts';
import { lineTotal, sumTaka } from '../../../lib/money.ts';

/**
 * An order is on the restaurants' boards (and in their counts) once it is cash on delivery or its online
 * payment is verified; until then it is "awaiting payment".
 */
export const onBoard = sql`(${orders.paymentMethod} = 'cash_on_delivery' or ${orders.paidAt} is not null)`;

/** A ticket's lines as one JSON array, oldest first. */
const itemsJson = sql<ItemRow[]>`(
  select json_agg(json_build_object(
    'id', l.id, 'item_name', l.item_name, 'item_price', l.item_price, 'quantity', l.quantity,
    'restaurant', l.restaurant_name, 'item_image', l.item_image
  ) order by l.id)
  from ${orderLines} l where l.ticket_id = ${tickets.id})`;

interface ItemRow {
  id: number;
  item_name: string;
  item_price: number | string;
  quantity: number;
  restaurant: string;
  item_image: string;
}

/** The columns every ticket answer is built from (select them with `from tickets join orders`). */
export const ticketColumns = {
  id: tickets.id,
  seq: tickets.seq,
  order: tickets.orderId,
  restaurantId: tickets.restaurantId,
  stage: tickets.stage,
  prep_minutes: tickets.prepMinutes,
  accepted_at: tickets.acceptedAt,
  cancel_reason: tickets.cancelReason,
  created_at: tickets.createdAt,
  delivery_fee: tickets.deliveryFee,
  paidAt: orders.paidAt,
  items: itemsJson,
};

export type TicketRow = {
  id: number;
  seq: number;
  order: number;
  restaurantId: number | null;
  stage: TicketStage;
  prep_minutes: number | null;
  accepted_at: Date | null;
  cancel_reason: string;
  created_at: Date;
  delivery_fee: number;
  paidAt: Date | null;
  items: ItemRow[] | null;
};

/** The spec's line status a ticket's lines carry in each stage. */
export function lineStatusOf(stage: TicketStage, paid: boolean): OrderStatus {
  if (stage === 'delivered') return 'Completed';
  if (stage === 'canceled') return 'Canceled';
  return paid ? 'Paid' : 'Pending';
}

/** The same rule in SQL, for an UPDATE of a ticket's lines. */
export const lineStatusSql = (stage: TicketStage, orderId: SQL | number) =>
  stage === 'delivered' || stage === 'canceled'
    ? sql`${lineStatusOf(stage, false)}::order_status`
    : sql`(case when (select paid_at from ${orders} where id = ${orderId}) is null
           then 'Pending' else 'Paid' end)::order_status`;

const money = (value: number | string) => Number(value);

const toItem = (item: ItemRow): TicketItem => ({
  id: item.id,
  item_name: item.item_name,
  item_price: money(item.item_price),
  quantity: item.quantity,
  subtotal: lineTotal(money(item.item_price), item.quantity),
});

/** A ticket row as the answer's common part. */
export function toTicket(row: TicketRow): TicketBase {
  const items = (row.items ?? []).map(toItem);
  const subtotal = sumTaka(items.map((item) => item.subtotal));
  return {
    id: row.id,
    number: ticketNumber(row.order, row.seq),
    order: row.order,
    restaurant: row.items?.[0]?.restaurant ?? '',
    stage: row.stage,
    status: lineStatusOf(row.stage, row.paidAt !== null),
    prep_minutes: row.prep_minutes,
    accepted_at: row.accepted_at?.toISOString() ?? null,
    cancel_reason: row.cancel_reason,
    created_at: row.created_at.toISOString(),
    items,
    subtotal,
    delivery_fee: row.delivery_fee,
    total: sumTaka([subtotal, row.delivery_fee]),
  };
}

/** A ticket row as a customer's card shows it: the common part, its restaurant's slug, each line's image. */
export function toCustomerTicket(row: TicketRow & { restaurant_slug: string | null }): CustomerTicket {
  const items = (row.items ?? []).map((item) => ({ ...toItem(item), item_image: item.item_image }));
  return { ...toTicket(row), restaurant_slug: row.restaurant_slug, items };
}

/** How an order stands with its money, from its method, paid_at and whether every ticket is canceled. */
export function paymentStateOf(
  method: 'cash_on_delivery' | 'online_payment',
  paidAt: Date | null,
  allCanceled: boolean,
): PaymentState {
  if (paidAt) return 'paid';
  if (method === 'cash_on_delivery') return 'cash_on_delivery';
  return allCanceled ? 'not_paid' : 'awaiting_payment';
}
