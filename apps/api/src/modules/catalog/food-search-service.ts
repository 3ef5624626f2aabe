import { FOOD_SEARCH_COUNT_CAP, type SearchFood, type SearchPageFood, searchText } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { PageOf, PageWindow } from '../../lib/paging.ts';
import {
  type FoodSearchRow,
  foodSearchStatement,
  type SearchNarrowing,
  type SearchTerm,
  searchTerms,
} from './food-search-query.ts';
import { searchLookups } from './search-lookups.ts';

/** A page of the search and whether its count is every match or only the cap. */
export type FoodSearchResult<T = SearchFood> = PageOf<T> & { count_is_exact: boolean };

/** The words of the search text as search compares them. */
export const searchWordsOf = (text: string) => searchText(text).split(' ').filter(Boolean);

/** Runs the search statement and reads its page and count (see `foodSearchStatement`). */
export async function runFoodSearch(
  db: Db,
  terms: SearchTerm[],
  hidden: number[],
  window: PageWindow,
  narrowing?: SearchNarrowing,
  cap = FOOD_SEARCH_COUNT_CAP,
): Promise<FoodSearchResult<SearchPageFood>> {
  const statement = foodSearchStatement(terms, hidden, window, cap, narrowing);
  const { rows } = await db.execute<FoodSearchRow>(statement);
  const results = rows.flatMap(({ total: _, ...food }) => (food.id === null ? [] : [food as SearchPageFood]));
  const total = rows[0]?.total;
  // Without a count, the page told it: a page that is not full is the last one.
  if (total == null) return { count: window.offset + results.length, count_is_exact: true, results };
  return {
    count: Math.min(total, cap),
    count_is_exact: total <= cap,
    results,
  };
}

/**
 * The ranked search with a bounded count (`restaurant/search/`): one statement, after the small lookups
 * it keeps in memory (`search-lookups.ts`).
 */
export function foodSearchService({ db, changes }: Pick<Deps, 'db' | 'changes'>) {
  const lookups = searchLookups(db, changes);
  return {
    /** Listed foods matching every word of `text`, best first; blank text matches nothing. */
    async find(text: string, window: PageWindow): Promise<FoodSearchResult> {
      const words = searchWordsOf(text);
      if (words.length === 0) return { count: 0, count_is_exact: true, results: [] };
      const { categories, hiddenRestaurants } = await lookups();
      const found = await runFoodSearch(db, searchTerms(words, categories), hiddenRestaurants, window);
      return {
        ...found,
        results: found.results.map(({ id, slug, name, image, price, category_name, restaurant_name }) => ({
          id,
          slug,
          name,
          image,
          price,
          category_name,
          restaurant_name,
        })),
      };
    },
  };
}
