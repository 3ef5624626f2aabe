import { buildTrigrams, CHUNK, pause, type Trigrams } from './search-trigrams.ts';

/**
 * The listed foods (available, of approved restaurants) as the ranked search reads them, in typed
 * arrays rather than an object per food. A food's slot is its place in ascending id order, so walking
 * slots down walks the foods newest first.
 */
export interface SearchIndex {
  size: number;
  /** By slot: the food's id, ascending. */
  ids: Int32Array;
  /** By slot: the food's category, numbered 0… in `categoryNumbers`' order. */
  categories: Int32Array;
  /** Category id to its number in `categories`. */
  categoryNumbers: Map<number, number>;
  /** The UTF-8 search names, slot after slot: slot s holds `names[nameStarts[s], nameStarts[s + 1])`. */
  names: Uint8Array;
  nameStarts: Int32Array;
  /** Slots in the order of tier 1: the search name in byte ("C") order, equal names by id. */
  byName: Int32Array;
  /** By category id: its foods' slots, ascending. */
  categorySlots: Map<number, Int32Array>;
  trigrams: Trigrams;
}

/** Rows as they are read, in tier 1's order (search name in byte order, then id). */
export class NameOrderRows {
  ids: number[] = [];
  categories: number[] = [];
  names = new Uint8Array(1 << 16);
  starts: number[] = [0];
  private readonly encoder = new TextEncoder();

  push(id: number, searchName: string, categoryId: number) {
    const at = this.starts[this.starts.length - 1]!;
    if (at + searchName.length * 3 > this.names.length) {
      const larger = new Uint8Array(Math.max(this.names.length * 2, at + searchName.length * 3));
      larger.set(this.names.subarray(0, at));
      this.names = larger;
    }
    const { written } = this.encoder.encodeInto(searchName, this.names.subarray(at));
    this.ids.push(id);
    this.categories.push(categoryId);
    this.starts.push(at + written);
  }
}

/** Each row's slot (its place in id order), by counting when ids are dense, else by sorting. */
async function slotsOf(ids: number[]): Promise<Int32Array> {
  const n = ids.length;
  const slots = new Int32Array(n);
  const maxId = ids.reduce((max, id) => Math.max(max, id), 0);
  if (maxId > 8 * n + 1024) {
    const order = [...ids.keys()].sort((a, b) => ids[a]! - ids[b]!);
    order.forEach((row, slot) => (slots[row] = slot));
    return slots;
  }
  const rowOfId = new Int32Array(maxId + 1).fill(-1);
  ids.forEach((id, row) => (rowOfId[id] = row));
  let slot = 0;
  for (let id = 0; id <= maxId; id++) {
    if (id % (CHUNK * 8) === 0) await pause();
    if (rowOfId[id] !== -1) slots[rowOfId[id]!] = slot++;
  }
  return slots;
}

/** Foods in this many or fewer have a list per trigram, more a bitmap (a list of 4 bytes a food would be larger). */
export const trigramListLimit = (size: number) => Math.floor(size / 32);

/** The index of `rows`; `listLimit` only for tests that want every trigram treated as common. */
export async function buildSearchIndex(
  rows: NameOrderRows,
  listLimit = trigramListLimit(rows.ids.length),
): Promise<SearchIndex> {
  const n = rows.ids.length;
  const slotOfRow = await slotsOf(rows.ids);
  const ids = new Int32Array(n);
  const categories = new Int32Array(n);
  const categoryNumbers = new Map<number, number>();
  const lengths = new Int32Array(n);
  for (let row = 0; row < n; row++) {
    if (row % CHUNK === 0) await pause();
    const slot = slotOfRow[row]!;
    const category = rows.categories[row]!;
    let number = categoryNumbers.get(category);
    if (number === undefined) categoryNumbers.set(category, (number = categoryNumbers.size));
    ids[slot] = rows.ids[row]!;
    categories[slot] = number;
    lengths[slot] = rows.starts[row + 1]! - rows.starts[row]!;
  }
  const nameStarts = new Int32Array(n + 1);
  for (let slot = 0; slot < n; slot++) nameStarts[slot + 1] = nameStarts[slot]! + lengths[slot]!;
  const names = new Uint8Array(nameStarts[n]!);
  for (let row = 0; row < n; row++) {
    if (row % CHUNK === 0) await pause();
    const from = rows.starts[row]!;
    const to = nameStarts[slotOfRow[row]!]! - from;
    for (let at = from; at < rows.starts[row + 1]!; at++) names[to + at] = rows.names[at]!;
  }
  return {
    size: n,
    ids,
    categories,
    categoryNumbers,
    names,
    nameStarts,
    byName: slotOfRow,
    categorySlots: slotsByCategory(categories, categoryNumbers),
    trigrams: await buildTrigrams(names, nameStarts, listLimit),
  };
}

function slotsByCategory(categories: Int32Array, numbers: Map<number, number>): Map<number, Int32Array> {
  const starts = new Int32Array(numbers.size + 1);
  for (const number of categories) starts[number + 1]!++;
  for (let i = 0; i < numbers.size; i++) starts[i + 1]! += starts[i]!;
  const all = new Int32Array(categories.length);
  const filled = starts.slice(0, numbers.size);
  categories.forEach((number, slot) => (all[filled[number]!++] = slot));
  return new Map(
    [...numbers].map(([id, number]) => [id, all.subarray(starts[number]!, starts[number + 1]!)]),
  );
}
