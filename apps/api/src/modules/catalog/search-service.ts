import type { SearchFood } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { type PageOf, type PageWindow, splitTotal } from '../../lib/paging.ts';
import { searchQuery, searchWords } from './search-query.ts';

/** The food search. */
export function catalogSearchService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Listed foods matching every word of `text`; blank text matches nothing. */
    async search(text: string, window: PageWindow): Promise<PageOf<SearchFood>> {
      const words = searchWords(text);
      if (words.length === 0) return { count: 0, results: [] };
      return splitTotal(await searchQuery(db, words, window));
    },
  };
}
