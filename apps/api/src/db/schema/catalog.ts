import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { restaurants } from './restaurants.ts';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    image: text('image').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    uniqueIndex('categories_slug_key').on(t.slug),
  ],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    slug: varchar('slug', { length: 120 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tags_name_key').on(sql`lower(${t.name})`), uniqueIndex('tags_slug_key').on(t.slug)],
);

export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    // RESTRICT: deleting a category or tag that foods still use is refused, never cascaded.
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'restrict' }),
    name: varchar('name', { length: 200 }).notNull(),
    // What the ranked search reads: the name and its words in the other script (the contract's
    // `searchNameOf`). Written with the name by every insert and rename; the migration that added it
    // left '' in the rows it found, filled when migrating (db/fill-search-names.ts).
    searchName: text('search_name').notNull(),
    slug: varchar('slug', { length: 220 }).notNull(),
    description: text('description').notNull().default(''),
    price: money('price').notNull(),
    image: text('image').notNull().default(''),
    isAvailable: boolean('is_available').notNull().default(true),
    // Kept by triggers on comments (see the food ratings migration), in the comment's own statement.
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // The home page ranks by this: the average rating, 0 while unrated.
    ratingAverage: doublePrecision('rating_average')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`case when ${foods.ratingCount} = 0 then 0 else ${foods.ratingSum}::float8 / ${foods.ratingCount} end`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('foods_slug_key').on(t.slug),
    // A tag's best-rated available foods, in the home page's order, straight from the index.
    index('foods_tag_id_rating_idx')
      .on(
        t.tagId,
        t.ratingAverage.desc().nullsFirst(),
        t.ratingCount.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`${t.isAvailable}`),
    index('foods_restaurant_id_created_at_idx').on(t.restaurantId, t.createdAt),
    index('foods_category_id_created_at_idx').on(t.categoryId, t.createdAt),
    index('foods_tag_id_created_at_idx').on(t.tagId, t.createdAt),
    index('foods_created_at_idx').on(t.createdAt),
    index('foods_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // Ranked search: names starting with a text (a range, also of 1–2 letters, which have no trigram),
    // in the order of that tier. Byte order ("C") is what lets LIKE 'text%' use a btree.
    // The restaurant id lets the bounded count read this index alone (an index-only scan).
    index('foods_search_name_prefix_idx')
      .on(sql`${t.searchName} collate "C"`, t.id, t.restaurantId)
      .where(sql`${t.isAvailable}`),
    // Ranked search: a word anywhere in the search name, for words too rare to find by walking the ids.
    index('foods_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    check('foods_price_check', sql`${t.price} >= 0`),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** The restaurant owner's one answer to the comment; null until given, never changed after. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One comment per customer per food; a second post updates it.
    uniqueIndex('comments_food_id_user_id_key').on(t.foodId, t.userId),
    index('comments_food_id_created_at_idx').on(t.foodId, t.createdAt),
    index('comments_user_id_idx').on(t.userId),
    check('comments_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
