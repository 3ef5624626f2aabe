import { integer, jsonb, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { CartMergeAnswer } from '@bhoj/contract';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** What a merge reported, kept so that a repeat with the same Idempotency-Key answers it again. */
export type MergeOutcome = Pick<CartMergeAnswer, 'added' | 'skipped'>;

/** One merge of a browser's guest cart into a customer's cart, by its Idempotency-Key. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: varchar('idempotency_key', { length: 100 }).notNull(),
    /** Null only inside the merge's own transaction, before its lines are written. */
    outcome: jsonb('outcome').$type<MergeOutcome>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_merges_user_id_idempotency_key_key').on(t.userId, t.idempotencyKey)],
);
