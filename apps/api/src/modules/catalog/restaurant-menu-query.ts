import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import { foodColumns } from './food-query.ts';
import { approvedRestaurant, foodFigures, restaurantCardColumns } from './restaurant-cards-query.ts';

/** Every approved restaurant as a card, by name: one statement. */
export function selectRestaurantCards(db: Db) {
  const figures = foodFigures(db);
  return db
    .select(restaurantCardColumns(figures))
    .from(restaurants)
    .leftJoinLateral(figures, sql`true`)
    .where(approvedRestaurant())
    .orderBy(asc(restaurants.name), asc(restaurants.id));
}

/**
 * One approved restaurant and its available foods, a row per food sorted by category and name (one row
 * with `food.id` null when it has none; no row when the slug is unknown or unapproved): one statement.
 */
export function selectRestaurantMenu(db: Db, slug: string) {
  const figures = foodFigures(db);
  return db
    .select({
      restaurant: { ...restaurantCardColumns(figures), phone_number: restaurants.phoneNumber },
      food: foodColumns,
    })
    .from(restaurants)
    .leftJoinLateral(figures, sql`true`)
    .leftJoin(foods, and(eq(foods.restaurantId, restaurants.id), eq(foods.isAvailable, true)))
    .leftJoin(categories, eq(categories.id, foods.categoryId))
    .leftJoin(tags, eq(tags.id, foods.tagId))
    .where(approvedRestaurant(slug))
    .orderBy(asc(categories.name), asc(categories.id), asc(foods.name), asc(foods.id));
}
