import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import { createCategory, createFood, createRestaurant, createTag, createUser } from '../../test/factories.ts';

/** An owner's approved (or not) restaurant. */
export async function restaurantFor(db: Db, name?: string, isApproved = true) {
  const owner = await createUser(db, { role: 'restaurant_owner' });
  const restaurant = await createRestaurant(db, owner.user.id, name);
  if (!isApproved) {
    await db.update(restaurants).set({ isApproved: false }).where(eq(restaurants.id, restaurant.id));
  }
  return { owner, restaurant: { ...restaurant, isApproved } };
}

/** Two owners with a restaurant each, a category and a tag, and the refs a food of either needs. */
export async function twoRestaurantsWorld(db: Db) {
  const mine = await restaurantFor(db, 'Kacchi Ghor');
  const theirs = await restaurantFor(db, 'Other Place');
  const category = await createCategory(db);
  const tag = await createTag(db);
  const refs = (restaurantId: number) => ({ restaurantId, categoryId: category.id, tagId: tag.id });
  return {
    owner: mine.owner,
    restaurant: mine.restaurant,
    other: theirs.owner,
    otherRestaurant: theirs.restaurant,
    category,
    tag,
    refs,
  };
}

/** A restaurant, a category and a tag: enough to create foods. */
export async function catalogWorld(db: Db) {
  const { owner, restaurant } = await restaurantFor(db);
  const category = await createCategory(db);
  const tag = await createTag(db);
  const refs = { restaurantId: restaurant.id, categoryId: category.id, tagId: tag.id };
  return { owner, restaurant, category, tag, refs };
}

const BASE = Date.parse('2024-05-01T10:00:00.000Z');
/** A distinct creation time, `n` minutes after a fixed base: larger `n` is newer. */
export const minute = (n: number) => new Date(BASE + n * 60_000);

/** `count` foods named `${prefix} 01…`, the later ones newer. */
export async function foodsNamed(
  db: Db,
  refs: { restaurantId: number; categoryId: number; tagId: number },
  prefix: string,
  count: number,
  start = 0,
) {
  const made = [];
  for (let i = 1; i <= count; i++) {
    const name = `${prefix} ${String(i).padStart(2, '0')}`;
    made.push(await createFood(db, refs, { name, createdAt: minute(start + i) }));
  }
  return made;
}

export const FOOD_KEYS = [
  'id',
  'name',
  'slug',
  'description',
  'price',
  'image',
  'is_available',
  'category',
  'category_name',
  'category_slug',
  'tags',
  'food_tag',
  'restaurant',
  'restaurant_name',
  'restaurant_slug',
  'rating_average',
  'rating_count',
  'created_at',
].sort();
