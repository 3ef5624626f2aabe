import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foods, restaurants, users } from '../../db/schema/index.ts';

/** The Restaurant shape, from a restaurant and its owner; total_foods counts its available foods. */
const restaurantColumns = {
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
  // Correlated: an index lookup per restaurant (foods by restaurant_id), inside the one query.
  total_foods: sql<number>`(select count(*) from ${foods}
    where ${foods.restaurantId} = ${restaurants.id} and ${foods.isAvailable})`.mapWith(Number),
};

/** SELECT the Restaurant shape FROM restaurants with their owners; `db` may be a transaction. */
export const selectRestaurants = (db: Db) =>
  db.select(restaurantColumns).from(restaurants).innerJoin(users, eq(users.id, restaurants.ownerId));
