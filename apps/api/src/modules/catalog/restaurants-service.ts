import { and, asc, eq } from 'drizzle-orm';
import type { Restaurant, RestaurantBrief } from '@bhoj/contract';
import { restaurants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { selectRestaurants } from './restaurant-query.ts';

/** Approved restaurants, as visitors see them. */
export function catalogRestaurantsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Every approved restaurant by name, with its count of available foods. */
    list(): Promise<Restaurant[]> {
      return selectRestaurants(db)
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
