import { desc, eq, sql } from 'drizzle-orm';
import type { Restaurant } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { foods, restaurants, users } from '../../../db/schema/index.ts';

/** The Restaurant shape with its owner; total_foods counts available foods, as on the public list. */
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

const selectRestaurants = (db: Db) =>
  db.select(restaurantColumns).from(restaurants).innerJoin(users, eq(users.id, restaurants.ownerId));

/** Every restaurant, approved or not, newest first. */
export const allRestaurants = (db: Db): Promise<Restaurant[]> =>
  selectRestaurants(db).orderBy(desc(restaurants.createdAt), desc(restaurants.id));

export async function restaurantById(db: Db, id: number): Promise<Restaurant | undefined> {
  const [row] = await selectRestaurants(db).where(eq(restaurants.id, id));
  return row;
}
