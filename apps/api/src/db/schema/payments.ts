import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { orders, tickets } from './orders.ts';

/**
 * A payment's life (docs/ORDERS-AND-PAYMENTS.md): `initiated`, then `paid` (the order keeps the money),
 * `failed`, `cancelled` or `expired` (no money), or `late`: the gateway took money after the payment had
 * ended or its order stopped taking payment, and all of it is refunded.
 */
export const paymentState = pgEnum('payment_state', [
  'initiated',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'late',
]);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 30 }).notNull(),
    transactionId: varchar('transaction_id', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('BDT'),
    state: paymentState('state').notNull().default('initiated'),
    /** The gateway's own reference (e.g. SSLCommerz val_id) once it answers. */
    gatewayRef: text('gateway_ref'),
    gatewayPayload: jsonb('gateway_payload'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_transaction_id_key').on(t.transactionId),
    index('payments_order_id_idx').on(t.orderId),
    // At most one payment of an order keeps its money.
    uniqueIndex('payments_order_id_paid_key')
      .on(t.orderId)
      .where(sql`${t.state} = 'paid'`),
  ],
);

/**
 * Where a refund stands: `due` (owed), `sending` (being asked of the gateway), `sent` (the gateway took
 * the request), `refunded` (the money is back), `failed` (the gateway refused: an admin looks at it), or
 * `void` (owed no more: its canceled ticket was restored before any money moved).
 */
export const refundState = pgEnum('refund_state', ['due', 'sending', 'sent', 'refunded', 'failed', 'void']);

/** Money a payment took that its order does not keep: a late payment in full, or a canceled ticket's share. */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The canceled ticket this repays; null: the whole of a late payment. */
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    amount: money('amount').notNull(),
    reason: text('reason').notNull(),
    state: refundState('state').notNull().default('due'),
    /** Who caused it (the user who canceled); null when the system did (a late payment, the expiry). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Our id of this refund at the gateway (SSLCommerz's refund_trans_id): the same on every retry. */
    transactionId: varchar('transaction_id', { length: 30 }).notNull(),
    /** The gateway's reference of the refund (SSLCommerz's refund_ref_id), once it took the request. */
    gatewayRef: text('gateway_ref'),
    /** What the gateway last said, or the admin's note when marked refunded by hand. */
    note: text('note').notNull().default(''),
    /** The admin who marked it refunded by hand; null when the gateway did. */
    refundedBy: integer('refunded_by').references(() => users.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_transaction_id_key').on(t.transactionId),
    index('refunds_order_id_idx').on(t.orderId),
    index('refunds_state_created_at_idx').on(t.state, t.createdAt),
    index('refunds_created_by_idx').on(t.createdBy),
    index('refunds_refunded_by_idx').on(t.refundedBy),
    // A late payment is refunded once; a canceled ticket has one refund owed at a time.
    uniqueIndex('refunds_late_payment_key')
      .on(t.paymentId)
      .where(sql`${t.ticketId} is null`),
    uniqueIndex('refunds_ticket_id_key')
      .on(t.ticketId)
      .where(sql`${t.state} <> 'void'`),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);
