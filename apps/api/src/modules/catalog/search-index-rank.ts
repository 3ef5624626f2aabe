import type { PageWindow } from '../../lib/paging.ts';
import type { SearchTerm } from './food-search-query.ts';
import type { SearchIndex } from './search-index.ts';
import { comparePrefix, containsBytes, startsWithBytes, utf8 } from './search-name-bytes.ts';
import { trigramCandidates } from './search-trigrams.ts';

/** The ids of a page, best first, and the count as the search statement answers it. */
export interface RankedPage {
  ids: number[];
  count: number;
  count_is_exact: boolean;
}

/**
 * Foods one search may look at before it gives up and lets the database answer (a rare text of 1–2
 * letters, or of common trigrams only, can need a walk over every food): a few milliseconds.
 */
export const WALK_BUDGET = 150_000;

/** Candidate slots from newest down: one list, or several merged, or every slot (`null`). */
type Source = Int32Array[] | null;

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

const sourceSize = (source: Source, index: SearchIndex) =>
  source === null ? index.size : source.reduce((sum, list) => sum + list.length, 0);

/** The foods that can hold `word` in the name, or be in one of `categoryIds`. */
function termSource(index: SearchIndex, word: Uint8Array, categoryIds: number[]): Source {
  const inName = trigramCandidates(index.trigrams, word);
  if (inName === null) return null;
  const lists = [inName, ...categoryIds.map((id) => index.categorySlots.get(id) ?? new Int32Array(0))];
  return lists.length > 8 ? null : lists;
}

/**
 * Calls `visit` with each candidate slot, newest first, until it answers false. Answers false when the
 * walk outgrew `budget.left`.
 */
function walk(
  index: SearchIndex,
  source: Source,
  budget: { left: number },
  visit: (slot: number) => boolean,
) {
  if (source === null) {
    for (let slot = index.size - 1; slot >= 0; slot--) {
      if (--budget.left < 0) return false;
      if (!visit(slot)) return true;
    }
    return true;
  }
  const at = source.map((list) => list.length - 1);
  for (;;) {
    let slot = -1;
    for (let i = 0; i < source.length; i++) if (at[i]! >= 0) slot = Math.max(slot, source[i]![at[i]!]!);
    if (slot === -1) return true;
    for (let i = 0; i < source.length; i++) if (at[i]! >= 0 && source[i]![at[i]!] === slot) at[i]!--;
    if (--budget.left < 0) return false;
    if (!visit(slot)) return true;
  }
}

/**
 * The ranked search of `foodSearchStatement` (tiers 1–3, the bounded count) over the index, or null
 * when it would take longer than the budget allows. The same answers, found the same way: tier 1 by
 * the name's byte order, tiers 2 and 3 newest first from the fewest candidates any word allows.
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
  const words = terms.map((term) => ({ bytes: utf8(term.word), categories: new Set(term.categoryIds) }));
  const end = window.offset + window.limit;
  const startsWithText = (s: number) => startsWithBytes(names, nameStarts[s]!, nameStarts[s + 1]!, text);
  const hasLaterWord = (s: number) => containsBytes(names, nameStarts[s]!, nameStarts[s + 1]!, laterWord);
  const hasAllWords = (s: number) =>
    words.every(
      (word) =>
        containsBytes(names, nameStarts[s]!, nameStarts[s + 1]!, word.bytes) ||
        word.categories.has(index.categories[s]!),
    );

  const [lo, hi] = prefixRange(index, text);
  const page: number[] = [];
  for (let rank = lo; rank < Math.min(hi, lo + end); rank++) page.push(index.byName[rank]!);
  let need = end - page.length;
  if (need > 0) {
    const done = walk(index, termSource(index, laterWord, []), budget, (s) => {
      if (hasLaterWord(s) && !startsWithText(s)) {
        page.push(s);
        need--;
      }
      return need > 0;
    });
    if (!done) return null;
  }
  let matched = 0;
  const sources = terms.map((term, i) => termSource(index, words[i]!.bytes, term.categoryIds));
  const fewest = sources.reduce((best, source) =>
    sourceSize(source, index) < sourceSize(best, index) ? source : best,
  );
  const done = walk(index, fewest, budget, (s) => {
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
