import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ticketStages } from '@bhoj/contract';
import { users } from './accounts.ts';
import { foods } from './catalog.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { restaurants } from './restaurants.ts';

export const orderStatus = pgEnum('order_status', ['Pending', 'Paid', 'Completed', 'Canceled']);
export const ticketStage = pgEnum('ticket_stage', ticketStages);
export const paymentMethod = pgEnum('payment_method', ['cash_on_delivery', 'online_payment']);

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_id_key').on(t.userId)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_id_food_id_key').on(t.cartId, t.foodId),
    index('cart_lines_food_id_idx').on(t.foodId),
    check('cart_lines_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    paymentMethod: paymentMethod('payment_method').notNull(),
    address: text('address').notNull(),
    subtotal: money('subtotal').notNull(),
    deliveryFee: money('delivery_fee').notNull(),
    total: money('total').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A repeated checkout with the same Idempotency-Key returns this order. */
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_id_created_at_idx').on(t.userId, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    uniqueIndex('orders_user_id_idempotency_key_key').on(t.userId, t.idempotencyKey),
    check('orders_total_check', sql`${t.total} = ${t.subtotal} + ${t.deliveryFee}`),
  ],
);

/** The lines of one order for one restaurant: the unit a restaurant works on and moves through stages. */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, … within its order: ticket "#<order>-<seq>". */
    seq: integer('seq').notNull(),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    stage: ticketStage('stage').notNull().default('new'),
    /** This restaurant's delivery fee, charged with this ticket. */
    deliveryFee: money('delivery_fee').notNull().default(0),
    prepMinutes: integer('prep_minutes'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelReason: text('cancel_reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tickets_order_id_seq_key').on(t.orderId, t.seq),
    index('tickets_restaurant_id_stage_created_at_idx').on(t.restaurantId, t.stage, t.createdAt),
    index('tickets_stage_created_at_idx').on(t.stage, t.createdAt),
  ],
);

/** One line per food ordered, with a snapshot of what was bought; each restaurant moves its own lines. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Left out on insert: the order_lines_ticket trigger (migration 0005) puts the line on its ticket. */
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' })
      .$defaultFn(() => sql`null`),
    foodId: integer('food_id').references(() => foods.id, { onDelete: 'set null' }),
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'set null' }),
    restaurantName: varchar('restaurant_name', { length: 200 }).notNull(),
    itemName: varchar('item_name', { length: 200 }).notNull(),
    itemImage: text('item_image').notNull().default(''),
    itemPrice: money('item_price').notNull(),
    quantity: integer('quantity').notNull(),
    status: orderStatus('status').notNull().default('Pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId),
    index('order_lines_ticket_id_idx').on(t.ticketId),
    index('order_lines_restaurant_id_created_at_idx').on(t.restaurantId, t.createdAt),
    index('order_lines_food_id_idx').on(t.foodId),
    index('order_lines_status_created_at_idx').on(t.status, t.createdAt),
    index('order_lines_created_at_idx').on(t.createdAt),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    check('order_lines_item_price_check', sql`${t.itemPrice} >= 0`),
  ],
);
