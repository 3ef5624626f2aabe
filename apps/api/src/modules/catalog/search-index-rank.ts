import type { PageWindow } from '../../lib/paging.ts';
import type { SearchTerm } from './food-search-query.ts';
import type { SearchIndex } from './search-index.ts';
import { comparePrefix, containsBytes, startsWithBytes, utf8 } from './search-name-bytes.ts';
import { termFilter, walkCandidates } from './search-index-walk.ts';

/** The ids of a page, best first, and the count as the search statement answers it. */
export interface RankedPage {
  ids: number[];
  count: number;
  count_is_exact: boolean;
}

/**
 * Steps one search may take (foods visited, blocks of 32 looked at) before it gives up and lets the
 * database answer: a few milliseconds. Only a rare text that narrows nothing gets there: 1–2 letters,
 * or words of common trigrams only that are rarely together.
 */
export const WALK_BUDGET = 60_000;

/** The first `[lo, hi)` of `byName` whose names start with `prefix`: tier 1, already in its order. */
function prefixRange(index: SearchIndex, prefix: Uint8Array): [number, number] {
  const { names, nameStarts, byName } = index;
  const cmp = (rank: number) => {
    const slot = byName[rank]!;
    return comparePrefix(names, nameStarts[slot]!, nameStarts[slot + 1]!, prefix);
  };
  const firstWhere = (past: (c: number) => boolean) => {
    let lo = 0;
    let hi = index.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (past(cmp(mid))) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
  return [firstWhere((c) => c >= 0), firstWhere((c) => c > 0)];
}

/**
 * The ranked search of `foodSearchStatement` (tiers 1–3, the bounded count) over the index, or null
 * when it would take longer than the budget allows. The same answers, found the same way: tier 1 by
 * the name's byte order, tiers 2 and 3 newest first from the fewest candidates the words allow (`walkCandidates`).
 */
export function rankInIndex(
  index: SearchIndex,
  terms: SearchTerm[],
  window: PageWindow,
  cap: number,
  budget = { left: WALK_BUDGET },
): RankedPage | null {
  const { names, nameStarts } = index;
  const text = utf8(terms.map((term) => term.word).join(' '));
  const laterWord = utf8(` ${terms.map((term) => term.word).join(' ')}`);
  const words = terms.map((term) => utf8(term.word));
  const filters = terms.map((term, i) => termFilter(index, words[i]!, term.categoryIds));
  const end = window.offset + window.limit;
  const startsWithText = (s: number) => startsWithBytes(names, nameStarts[s]!, nameStarts[s + 1]!, text);
  const hasLaterWord = (s: number) => containsBytes(names, nameStarts[s]!, nameStarts[s + 1]!, laterWord);
  const hasAllWords = (s: number) =>
    words.every(
      (word, i) =>
        containsBytes(names, nameStarts[s]!, nameStarts[s + 1]!, word) ||
        !!filters[i]!.categories?.[index.categories[s]!],
    );

  const [lo, hi] = prefixRange(index, text);
  const page: number[] = [];
  for (let rank = lo; rank < Math.min(hi, lo + end); rank++) page.push(index.byName[rank]!);
  let need = end - page.length;
  if (need > 0) {
    const done = walkCandidates(index, [termFilter(index, laterWord, [])], budget, (s) => {
      if (hasLaterWord(s) && !startsWithText(s)) {
        page.push(s);
        need--;
      }
      return need > 0;
    });
    if (!done) return null;
  }
  let matched = 0;
  const done = walkCandidates(index, filters, budget, (s) => {
    if (!hasAllWords(s)) return true;
    matched++;
    if (need > 0 && !startsWithText(s) && !hasLaterWord(s)) {
      page.push(s);
      need--;
    }
    return need > 0 || matched <= cap;
  });
  if (!done) return null;
  const shown = page.slice(window.offset, end);
  const ids = shown.map((slot) => index.ids[slot]!);
  // As the statement: without a count the page tells it; a count stops past the cap.
  if (shown.length < window.limit && (shown.length > 0 || window.offset === 0)) {
    return { ids, count: window.offset + shown.length, count_is_exact: true };
  }
  return { ids, count: Math.min(matched, cap), count_is_exact: matched <= cap };
}
