import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Restaurant, RestaurantBrief } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { foods, restaurants, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Approved restaurants, as visitors see them. */
export function restaurantsService(db: Db) {
  return {
    /** Every approved restaurant by name, with its count of available foods. */
    list(): Promise<Restaurant[]> {
      const available = db
        .select({ restaurantId: foods.restaurantId, n: count().as('n') })
        .from(foods)
        .where(eq(foods.isAvailable, true))
        .groupBy(foods.restaurantId)
        .as('available');
      return db
        .select({
          id: restaurants.id,
          name: restaurants.name,
          slug: restaurants.slug,
          address: restaurants.address,
          phone_number: restaurants.phoneNumber,
          email: users.email,
          cover_image: restaurants.coverImage,
          is_approved: restaurants.isApproved,
          owner: users.username,
          owner_id: restaurants.ownerId,
          total_foods: sql<number>`coalesce(${available.n}, 0)`.mapWith(Number),
        })
        .from(restaurants)
        .innerJoin(users, eq(users.id, restaurants.ownerId))
        .leftJoin(available, eq(available.restaurantId, restaurants.id))
        .where(eq(restaurants.isApproved, true))
        .orderBy(asc(restaurants.name), asc(restaurants.id));
    },

    async brief(slug: string): Promise<RestaurantBrief> {
      const [row] = await db
        .select({ id: restaurants.id, name: restaurants.name, address: restaurants.address })
        .from(restaurants)
        .where(and(eq(restaurants.slug, slug), eq(restaurants.isApproved, true)));
      if (!row) throw notFound();
      return row;
    },
  };
}
