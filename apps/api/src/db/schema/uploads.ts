import { index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** Every stored image: who uploaded it and where it lives in storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    key: varchar('key', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 50 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('uploads_key_key').on(t.key), index('uploads_user_id_idx').on(t.userId)],
);
