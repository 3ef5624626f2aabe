import { and, asc, desc, eq } from 'drizzle-orm';
import { type Food, ITEMS_PER_TAG } from '@bhoj/contract';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { foodColumns, listedFood, toFood } from './food-query.ts';

/**
 * For each tag, its best-rated listed foods (average rating, then number of ratings, then newest), at
 * most ITEMS_PER_TAG of them. Each tag reads its first rows from the foods' rating index (the rating is
 * kept on the food row), so the cost follows the number of tags, not of foods or comments. Exposed so a
 * test can EXPLAIN it.
 */
export function homeQuery(db: Db) {
  const best = db
    .select({
      foodId: foods.id,
      average: foods.ratingAverage,
      votes: foods.ratingCount,
      createdAt: foods.createdAt,
    })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(and(eq(foods.tagId, tags.id), listedFood))
    .orderBy(desc(foods.ratingAverage), desc(foods.ratingCount), desc(foods.createdAt), desc(foods.id))
    .limit(ITEMS_PER_TAG)
    .as('best');
  return db
    .select(foodColumns)
    .from(tags)
    .crossJoinLateral(best)
    .innerJoin(foods, eq(foods.id, best.foodId))
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .orderBy(
      asc(tags.name),
      asc(tags.id),
      desc(best.average),
      desc(best.votes),
      desc(best.createdAt),
      desc(best.foodId),
    );
}

/** The home page's foods. */
export function catalogItemsService({ db }: Pick<Deps, 'db'>) {
  return {
    home: async (): Promise<Food[]> => (await homeQuery(db)).map(toFood),
  };
}
