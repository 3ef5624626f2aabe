import { slugify, uniqueSlug } from '../../lib/slug.ts';
import type { Db } from '../client.ts';
import { categories, comments, foods, restaurants, tags } from '../schema/index.ts';
import { COMMENTS } from './data/people.ts';
import { DISHES } from './data/dishes.ts';
import { CATEGORIES, RESTAURANTS, TAGS } from './data/restaurants.ts';
import type { DemoImages } from './images.ts';
import type { Random } from './random.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The restaurant left unapproved, so the storefront's approval rule can be seen. */
export const UNAPPROVED_RESTAURANT = RESTAURANTS.length - 1;

export async function insertDemoCatalog(
  db: Db,
  random: Random,
  images: DemoImages,
  ownerIds: number[],
  now: Date,
) {
  const categoryRows = await db
    .insert(categories)
    .values(CATEGORIES.map((name) => ({ name, slug: slugify(name), image: images.category(name) })))
    .returning({ id: categories.id, name: categories.name });
  const tagRows = await db
    .insert(tags)
    .values(TAGS.map((name) => ({ name, slug: slugify(name) })))
    .returning({ id: tags.id });
  const restaurantRows = await db
    .insert(restaurants)
    .values(
      RESTAURANTS.map(([name, address, deliveryFee], i) => ({
        ownerId: ownerIds[i]!,
        name,
        slug: slugify(name),
        address,
        phoneNumber: `+88017${String(11_000_000 + i * 734_519).padStart(8, '0')}`,
        coverImage: images.cover(i),
        isApproved: i !== UNAPPROVED_RESTAURANT,
        deliveryFee,
        createdAt: new Date(now.getTime() - (400 - i) * DAY_MS),
      })),
    )
    .returning({ id: restaurants.id, deliveryFee: restaurants.deliveryFee, name: restaurants.name });

  const taken = new Set<string>();
  const foodValues = categoryRows.flatMap((category, c) =>
    DISHES[category.name as (typeof CATEGORIES)[number]].map(([name, price, description], i) => {
      const n = c * 20 + i;
      return {
        restaurantId: restaurantRows[n % restaurantRows.length]!.id,
        categoryId: category.id,
        tagId: tagRows[(c + i) % tagRows.length]!.id,
        name,
        slug: (() => {
          const slug = uniqueSlug(slugify(name), taken);
          taken.add(slug);
          return slug;
        })(),
        description,
        price,
        image: images.dish(category.name, i),
        isAvailable: n % 23 !== 7,
        createdAt: new Date(now.getTime() - random.int(1, 330) * DAY_MS - random.int(0, 86_399) * 1000),
      };
    }),
  );
  const foodRows = await db.insert(foods).values(foodValues).returning({
    id: foods.id,
    name: foods.name,
    price: foods.price,
    image: foods.image,
    restaurantId: foods.restaurantId,
    isAvailable: foods.isAvailable,
  });
  return { restaurants: restaurantRows, foods: foodRows };
}

const RATINGS = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];

export async function insertDemoComments(
  db: Db,
  random: Random,
  foodIds: number[],
  customerIds: number[],
  now: Date,
) {
  const rows = foodIds.flatMap((foodId) =>
    random.sample(customerIds, random.int(0, 5)).map((userId) => {
      const rating = random.pick(RATINGS);
      return {
        foodId,
        userId,
        rating,
        comment: random.pick(COMMENTS[rating]!),
        createdAt: new Date(now.getTime() - random.int(1, 200) * DAY_MS),
      };
    }),
  );
  await db.insert(comments).values(rows);
  return rows.length;
}
