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
import { keptSearchRows } from './food-search-rows.ts';
import { rankInIndex } from './search-index-rank.ts';
import { searchIndexKeeper, type SearchIndexKeeperOptions } from './search-index-keeper.ts';
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
 * The ranked search with a bounded count (`restaurant/search/`), after the small lookups it keeps in
 * memory (`search-lookups.ts`): ranked and counted by the in-memory index while it is fresh, the page's
 * rows then read by id (each food's once per index: `keptSearchRows`); otherwise (and for a walk too
 * long for the index) one search statement.
 */
export function foodSearchService(
  { db, changes, config, log }: Pick<Deps, 'db' | 'changes' | 'config' | 'log'>,
  indexOptions: SearchIndexKeeperOptions = {},
) {
  const lookups = searchLookups(db, changes);
  const onError = (err: unknown) => log.error({ err }, 'search index: rebuild failed');
  const index = config.searchIndex ? searchIndexKeeper(db, changes, { onError, ...indexOptions }) : null;
  const rowsOf = keptSearchRows(db);

  async function fromIndex(terms: SearchTerm[], window: PageWindow): Promise<FoodSearchResult | null> {
    const kept = index?.current();
    if (!kept) return null;
    const ranked = rankInIndex(kept, terms, window, FOOD_SEARCH_COUNT_CAP);
    if (!ranked) return null;
    const results = await rowsOf(kept, ranked.ids);
    return results && { count: ranked.count, count_is_exact: ranked.count_is_exact, results };
  }

  return {
    /** Listed foods matching every word of `text`, best first; blank text matches nothing. */
    async find(text: string, window: PageWindow): Promise<FoodSearchResult> {
      const words = searchWordsOf(text);
      if (words.length === 0) return { count: 0, count_is_exact: true, results: [] };
      const { categories, hiddenRestaurants } = await lookups();
      const terms = searchTerms(words, categories);
      const indexed = await fromIndex(terms, window);
      if (indexed) return indexed;
      const found = await runFoodSearch(db, terms, hiddenRestaurants, window);
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
    /** Whether the index answers now, and a promise of when no rebuild is waiting or running (tests). */
    indexed: () => index?.isFresh() ?? false,
    settled: () => index?.settled() ?? Promise.resolve(),
    close: () => index?.close() ?? Promise.resolve(),
  };
}
