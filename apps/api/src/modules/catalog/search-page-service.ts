import { type SearchPageAnswer, type SearchPageQuery } from '@bhoj/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { foods, restaurants } from '../../db/schema/index.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { searchTerms } from './food-search-query.ts';
import { type FoodSearchResult, runFoodSearch, searchWordsOf } from './food-search-service.ts';
import { searchLookups } from './search-lookups.ts';
import { spellingsOf } from './search-spellings.ts';

type SearchPageResult = FoodSearchResult<SearchPageAnswer['results'][number]> &
  Pick<SearchPageAnswer, 'also_searched'>;

const nothing: SearchPageResult = { count: 0, count_is_exact: true, also_searched: [], results: [] };

/**
 * The search page (`restaurant/search-results/`): the ranked search narrowed by filters, tolerant of a
 * misspelt word (see `spellingsOf`). An unknown or hidden category or restaurant finds nothing.
 */
export function searchPageService({ db, changes }: Pick<Deps, 'db' | 'changes'>) {
  const lookups = searchLookups(db, changes);

  async function restaurantId(slug: string): Promise<number | null> {
    const [row] = await db
      .select({ id: restaurants.id, isApproved: restaurants.isApproved })
      .from(restaurants)
      .where(eq(restaurants.slug, slug));
    return row?.isApproved ? row.id : null;
  }

  return {
    async find(query: Omit<SearchPageQuery, 'page'>, window: PageWindow): Promise<SearchPageResult> {
      const words = searchWordsOf(query.q);
      if (words.length === 0) return nothing;
      const { categories, hiddenRestaurants } = await lookups();
      const filters: SQL[] = [];
      if (query.category) {
        const category = categories.find(({ slug }) => slug === query.category);
        if (!category) return nothing;
        filters.push(sql`${foods.categoryId} = ${category.id}`);
      }
      if (query.restaurant) {
        const id = await restaurantId(query.restaurant);
        if (id === null) return nothing;
        filters.push(sql`${foods.restaurantId} = ${id}`);
      }
      if (query.min_price !== undefined) filters.push(sql`${foods.price} >= ${query.min_price}`);
      if (query.max_price !== undefined) filters.push(sql`${foods.price} <= ${query.max_price}`);

      const terms = searchTerms(words, categories);
      const spelt = await spellingsOf(db, terms);
      const found = await runFoodSearch(db, terms, hiddenRestaurants, window, {
        filter: filters.length > 0 ? sql.join(filters, sql` and `) : undefined,
        spellings: spelt.map((list) => searchTerms(list, categories)),
      });
      return { ...found, also_searched: spelt.flat() };
    },
  };
}
