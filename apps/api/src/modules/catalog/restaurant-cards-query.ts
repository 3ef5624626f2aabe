import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foods, restaurants } from '../../db/schema/index.ts';

/**
 * One restaurant's figures, joined laterally (its foods by the restaurant_id index, whichever restaurants
 * the outer query keeps): how many foods are available, and the ratings of all its foods (an unavailable
 * dish keeps the stars it was given).
 */
export const foodFigures = (db: Db) =>
  db
    .select({
      available: sql<number>`count(*) filter (where ${foods.isAvailable})`.as('available'),
      ratings: sql<number>`coalesce(sum(${foods.ratingCount}), 0)`.as('ratings'),
      stars: sql<number>`coalesce(sum(${foods.ratingSum}), 0)`.as('stars'),
    })
    .from(foods)
    .where(eq(foods.restaurantId, restaurants.id))
    .as('figures');

/** The RestaurantCard columns of a query over restaurants joined laterally to `foodFigures`. */
export const restaurantCardColumns = (figures: ReturnType<typeof foodFigures>) => ({
  id: restaurants.id,
  name: restaurants.name,
  slug: restaurants.slug,
  address: restaurants.address,
  cover_image: restaurants.coverImage,
  total_foods: sql<number>`${figures.available}`.mapWith(Number),
  delivery_fee: restaurants.deliveryFee,
  // The mean of every star given to any of its foods, to two decimals.
  rating_average: sql<number>`case when ${figures.ratings} = 0 then 0
    else round(${figures.stars}::numeric / ${figures.ratings}, 2) end`.mapWith(Number),
  rating_count: sql<number>`${figures.ratings}`.mapWith(Number),
});

/** Approved restaurants only; `slug` narrows to one. */
export const approvedRestaurant = (slug?: string) =>
  slug === undefined
    ? eq(restaurants.isApproved, true)
    : and(eq(restaurants.isApproved, true), eq(restaurants.slug, slug))!;
