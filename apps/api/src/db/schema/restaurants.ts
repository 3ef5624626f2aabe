import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';

export const restaurants = pgTable(
  'restaurants',
  {
    id: serial('id').primaryKey(),
    /** One restaurant per owner. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    address: text('address').notNull().default(''),
    phoneNumber: varchar('phone_number', { length: 20 }),
    coverImage: text('cover_image').notNull().default(''),
    isApproved: boolean('is_approved').notNull().default(false),
    /** Charged once per restaurant in an order: each restaurant sets its own fee. */
    deliveryFee: money('delivery_fee').notNull().default(60),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('restaurants_owner_id_key').on(t.ownerId),
    uniqueIndex('restaurants_slug_key').on(t.slug),
    index('restaurants_created_at_idx').on(t.createdAt),
  ],
);
