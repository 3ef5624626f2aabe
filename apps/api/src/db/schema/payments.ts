import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns.ts';
import { orders } from './orders.ts';

export const paymentState = pgEnum('payment_state', ['initiated', 'paid', 'failed', 'cancelled']);

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
  ],
);
