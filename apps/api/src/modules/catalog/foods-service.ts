import { and, asc, count, eq, lte, sql } from 'drizzle-orm';
import { type Food, ITEMS_PER_TAG } from '@bhoj/contract';
import { categories, comments, foods, restaurants, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { foodColumns, foodPage, idBySlug, listedFood, selectFoods, toFood } from './food-query.ts';

/** Foods as visitors see them. Every list holds only listed foods (available, approved restaurant). */
export function catalogFoodsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** restaurant/foods/ for visitors: every listed food. */
    listPublic: (window: PageWindow) => foodPage(db, listedFood, window),

    /** restaurant/foods/ with an owner's token: every food of their restaurant, available or not. */
    listOwn: (ownerId: number, window: PageWindow) => foodPage(db, eq(restaurants.ownerId, ownerId), window),

    /** An unknown slug is simply a category without foods: an empty page. */
    listByCategory: (slug: string, window: PageWindow) =>
      foodPage(db, and(listedFood, eq(foods.categoryId, idBySlug(categories, slug)))!, window),

    listByTag: (slug: string, window: PageWindow) =>
      foodPage(db, and(listedFood, eq(foods.tagId, idBySlug(tags, slug)))!, window),

    listByRestaurant: (slug: string, window: PageWindow) =>
      foodPage(db, and(listedFood, eq(restaurants.slug, slug))!, window),

    /** The detail page opens for an unavailable food too (it says so); not for an unapproved restaurant. */
    async detail(slug: string): Promise<Food> {
      const [row] = await selectFoods(db)
        .where(and(eq(foods.slug, slug), eq(restaurants.isApproved, true)))
        .limit(1);
      if (!row) throw notFound();
      return toFood(row);
    },

    /**
     * The home page's foods: for each tag, its best-rated listed foods (average rating, then number of
     * ratings, then newest), at most ITEMS_PER_TAG of them — never the whole catalog. One statement: the
     * ranking is a row_number() window partitioned by tag over the rating aggregates.
     */
    async home(): Promise<Food[]> {
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
    },
  };
}
