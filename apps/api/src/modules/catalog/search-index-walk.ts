import type { SearchIndex } from './search-index.ts';
import { needleCandidates } from './search-trigrams.ts';

/** Which foods may hold one word of the search (in the name, or by their category's name). */
export interface TermFilter {
  /** A candidate is in every one of these (none: every food is)… */
  bitmaps: Uint32Array[];
  /** …or in a category flagged here (by category number), when the word is in some category's name. */
  categories: Uint8Array | null;
  /** Lists whose union holds every candidate, when the word has a trigram rare enough for a list. */
  lists: Int32Array[] | null;
}

/** Merging more lists than this, newest first, costs more than walking the bitmaps. */
const MAX_LISTS = 8;

export function termFilter(index: SearchIndex, word: Uint8Array, categoryIds: number[]): TermFilter {
  const { list, bitmaps } = needleCandidates(index.trigrams, word);
  const known = categoryIds.filter((id) => index.categoryNumbers.has(id));
  let categories: Uint8Array | null = null;
  if (known.length > 0) {
    categories = new Uint8Array(index.categoryNumbers.size);
    for (const id of known) categories[index.categoryNumbers.get(id)!] = 1;
  }
  const lists = list && [list, ...known.map((id) => index.categorySlots.get(id)!)];
  return { bitmaps, categories, lists: lists && lists.length <= MAX_LISTS ? lists : null };
}

const listsSize = (lists: Int32Array[]) => lists.reduce((sum, list) => sum + list.length, 0);

function passes(index: SearchIndex, filters: TermFilter[], slot: number) {
  const word = slot >>> 5;
  const bit = 1 << (slot & 31);
  return filters.every(
    (f) => f.bitmaps.every((bitmap) => bitmap[word]! & bit) || !!f.categories?.[index.categories[slot]!],
  );
}

/** The bits of block `b` whose food is in a flagged category. */
function categoryBits(index: SearchIndex, flags: Uint8Array, b: number) {
  let bits = 0;
  const end = Math.min(index.size, (b + 1) << 5);
  for (let slot = b << 5; slot < end; slot++) if (flags[index.categories[slot]!]) bits |= 1 << (slot & 31);
  return bits;
}

/** The union of `lists` (each ascending), newest first, without repeats. */
function walkLists(lists: Int32Array[], budget: { left: number }, visit: (slot: number) => boolean) {
  const at = lists.map((list) => list.length - 1);
  for (;;) {
    let slot = -1;
    for (let i = 0; i < lists.length; i++) if (at[i]! >= 0) slot = Math.max(slot, lists[i]![at[i]!]!);
    if (slot === -1) return true;
    for (let i = 0; i < lists.length; i++) if (at[i]! >= 0 && lists[i]![at[i]!] === slot) at[i]!--;
    if (--budget.left < 0) return false;
    if (!visit(slot)) return true;
  }
}

/** Every slot the filters leave, newest first, 32 at a time: a block's mask is the bitmaps ANDed. */
function walkBlocks(
  index: SearchIndex,
  filters: TermFilter[],
  budget: { left: number },
  visit: (slot: number) => boolean,
) {
  const blocks = (index.size + 31) >>> 5;
  const tail = index.size & 31;
  for (let b = blocks - 1; b >= 0; b--) {
    if (--budget.left < 0) return false;
    let mask = b === blocks - 1 && tail !== 0 ? (1 << tail) - 1 : -1;
    for (const f of filters) {
      let m = -1;
      for (const bitmap of f.bitmaps) m &= bitmap[b]!;
      if (f.categories && m !== -1) m |= categoryBits(index, f.categories, b);
      mask &= m;
      if (mask === 0) break;
    }
    while (mask !== 0) {
      const bit = 31 - Math.clz32(mask);
      mask &= ~(1 << bit);
      if (--budget.left < 0) return false;
      if (!visit((b << 5) | bit)) return true;
    }
  }
  return true;
}

/**
 * Calls `visit` with every food that may hold all the words (each by its filter), newest first, until
 * it answers false: from the shortest lists when a word has some, else block by block. Answers false
 * when the walk outgrew `budget.left` (a step each food visited and each block of 32 looked at).
 */
export function walkCandidates(
  index: SearchIndex,
  filters: TermFilter[],
  budget: { left: number },
  visit: (slot: number) => boolean,
): boolean {
  let fewest: Int32Array[] | null = null;
  for (const { lists } of filters) {
    if (lists && (fewest === null || listsSize(lists) < listsSize(fewest))) fewest = lists;
  }
  if (fewest) return walkLists(fewest, budget, (slot) => !passes(index, filters, slot) || visit(slot));
  return walkBlocks(index, filters, budget, visit);
}
