import { FOOD_SEARCH_COUNT_CAP, type SearchFood } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import type { PageOf, PageWindow } from '../../lib/paging.ts';
import { boundedCountQuery, foodSearchQuery, searchTerms } from './food-search-query.ts';
import { searchWords } from './search-query.ts';

/** A page of the search and whether its count is every match or only the cap. */
export type FoodSearchResult = PageOf<SearchFood> & { count_is_exact: boolean };

/** The ranked search with a bounded count (`restaurant/search/`). */
export function foodSearchService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Listed foods matching every word of `text`, best first; blank text matches nothing. */
    async find(text: string, window: PageWindow): Promise<FoodSearchResult> {
      const words = searchWords(text);
      if (words.length === 0) return { count: 0, count_is_exact: true, results: [] };
      const terms = await searchTerms(db, words);
      const results = await foodSearchQuery(db, terms, window);
      // A page that is not full is the last one: it tells the count without counting.
      if (results.length < window.limit && (results.length > 0 || window.page === 1))
        return { count: window.offset + results.length, count_is_exact: true, results };
      const [row] = await boundedCountQuery(db, terms, FOOD_SEARCH_COUNT_CAP);
      const found = row?.n ?? 0;
      return {
        count: Math.min(found, FOOD_SEARCH_COUNT_CAP),
        count_is_exact: found <= FOOD_SEARCH_COUNT_CAP,
        results,
      };
    },
  };
}
