import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Food } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import { type PageWindow, splitTotal, totalOf } from '../../lib/paging.ts';
import { isoCreatedAt } from '../../lib/rows.ts';

/** The Food shape, from foods joined to its restaurant, category and tag. */
export const foodColumns = {
  id: foods.id,
  name: foods.name,
  slug: foods.slug,
  description: foods.description,
  price: foods.price,
  image: foods.image,
  is_available: foods.isAvailable,
  category: foods.categoryId,
  category_name: categories.name,
  category_slug: categories.slug,
  tags: foods.tagId,
  food_tag: tags.slug,
  restaurant: foods.restaurantId,
  restaurant_name: restaurants.name,
  restaurant_slug: restaurants.slug,
  rating_average: foods.ratingAverage,
  rating_count: foods.ratingCount,
  created_at: foods.createdAt,
};

export const toFood = (row: Omit<Food, 'created_at'> & { created_at: Date }): Food => isoCreatedAt(row);

/** What a visitor may see in any list: available foods of approved restaurants. */
export const listedFood = and(eq(foods.isAvailable, true), eq(restaurants.isApproved, true))!;

/** Newest first; the id breaks ties between foods created in the same instant. */
export const newestFirst = [desc(foods.createdAt), desc(foods.id)];

/** The id of the row with this slug, as a scalar subquery (null when there is none). */
export const idBySlug = (table: typeof categories | typeof tags, slug: string) =>
  sql`(select ${table.id} from ${table} where ${table.slug} = ${slug})`;

/** How many foods match `where` (over foods and restaurants). */
const foodCount = (db: Db, where: SQL) =>
  db
    .select({ n: count() })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(where);

/** SELECT the Food shape FROM foods with its restaurant, category and tag. */
export function selectFoods(db: Db) {
  return db
    .select(foodColumns)
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(tags, eq(tags.id, foods.tagId));
}

/** One page of the Food shape matching `where`, newest first, with the total over all pages. */
export async function foodPage(db: Db, where: SQL, window: PageWindow) {
  const rows = await db
    .select({ ...foodColumns, total: totalOf(foodCount(db, where)) })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(tags, eq(tags.id, foods.tagId))
    .where(where)
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);
  const { count, results } = splitTotal(rows);
  return { count, results: results.map(toFood) };
}
