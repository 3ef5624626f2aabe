import { asc, count, eq, lte, sql } from 'drizzle-orm';
import { type Food, ITEMS_PER_TAG } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { categories, comments, foods, restaurants, tags } from '../../db/schema/index.ts';
import { foodColumns, listedFood, toFood } from './food-query.ts';

/**
 * The home page's foods: for each tag, its best-rated listed foods (average rating, then number of
 * ratings, then newest), at most ITEMS_PER_TAG of them — never the whole catalog. One statement: the
 * ranking is a row_number() window partitioned by tag over the rating aggregates.
 */
export async function homeItems(db: Db): Promise<Food[]> {
  const ratings = db
    .select({
      foodId: comments.foodId,
      average: sql<number>`avg(${comments.rating})::float8`.as('average'),
      votes: count().as('votes'),
    })
    .from(comments)
    .groupBy(comments.foodId)
    .as('ratings');
  const ranked = db.$with('ranked').as(
    db
      .select({
        foodId: foods.id,
        rank: sql<number>`row_number() over (
          partition by ${foods.tagId}
          order by coalesce(${ratings.average}, 0) desc, coalesce(${ratings.votes}, 0) desc,
            ${foods.createdAt} desc, ${foods.id} desc
        )`.as('rank'),
      })
      .from(foods)
      .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
      .leftJoin(ratings, eq(ratings.foodId, foods.id))
      .where(listedFood),
  );
  const rows = await db
    .with(ranked)
    .select(foodColumns)
    .from(ranked)
    .innerJoin(foods, eq(foods.id, ranked.foodId))
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .innerJoin(tags, eq(tags.id, foods.tagId))
    .where(lte(ranked.rank, ITEMS_PER_TAG))
    .orderBy(asc(tags.name), asc(tags.id), asc(ranked.rank));
  return rows.map(toFood);
}
