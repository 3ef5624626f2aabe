import { and, eq } from 'drizzle-orm';
import type { Food } from '@bhoj/contract';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { foodPage, idBySlug, listedFood, selectFoods, toFood } from './food-query.ts';
import { catalogItemsService } from './items-service.ts';

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

    /** The home page's foods: each tag's best rated. */
    ...catalogItemsService({ db }),
  };
}
