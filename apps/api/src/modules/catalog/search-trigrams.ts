/** Lets other work run between chunks of a long build. */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Names handled between two pauses while building: a few milliseconds of work. */
export const CHUNK = 16_384;

const EMPTY = new Int32Array(0);
const keyAt = (bytes: Uint8Array, at: number) => (bytes[at]! << 16) | (bytes[at + 1]! << 8) | bytes[at + 2]!;
const hash = (key: number, mask: number) => (Math.imul(key, 0x9e3779b1) >>> 8) & mask;

/** Byte trigrams to small numbers (ordinals), in an open-addressing table that grows as it fills. */
class TrigramTable {
  keys = new Int32Array(1 << 12).fill(-1);
  ordinals = new Int32Array(1 << 12);
  size = 0;

  find(key: number) {
    const mask = this.keys.length - 1;
    for (let at = hash(key, mask); ; at = (at + 1) & mask) {
      const found = this.keys[at]!;
      if (found === key) return this.ordinals[at]!;
      if (found === -1) return -1;
    }
  }

  add(key: number) {
    const known = this.find(key);
    if (known !== -1) return known;
    if ((this.size + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    let at = hash(key, mask);
    while (this.keys[at] !== -1) at = (at + 1) & mask;
    this.keys[at] = key;
    this.ordinals[at] = this.size;
    return this.size++;
  }

  private grow() {
    const { keys, ordinals } = this;
    this.keys = new Int32Array(keys.length * 2).fill(-1);
    this.ordinals = new Int32Array(keys.length * 2);
    const mask = this.keys.length - 1;
    keys.forEach((key, i) => {
      if (key === -1) return;
      let at = hash(key, mask);
      while (this.keys[at] !== -1) at = (at + 1) & mask;
      this.keys[at] = key;
      this.ordinals[at] = ordinals[i]!;
    });
  }
}

/**
 * Every byte trigram of the search names, and for each one held by at most `listLimit` foods the list
 * of those foods (slots, ascending). Lists of the common trigrams would take most of the memory and
 * narrow little: a word made only of common trigrams is found by walking all foods, newest first.
 */
export interface Trigrams {
  table: TrigramTable;
  /** By ordinal: how many foods hold the trigram. */
  counts: Int32Array;
  /** By ordinal: where its list starts in `lists` (and the next one's start ends it). */
  starts: Int32Array;
  lists: Int32Array;
  listLimit: number;
}

const grown = (array: Int32Array, fill: number) => {
  const larger = new Int32Array(array.length * 2).fill(fill);
  larger.set(array);
  return larger;
};

/** Calls `each(ordinal)` once for every distinct trigram of `bytes[from, to)` (`seen` remembers slots). */
function eachTrigram(
  table: TrigramTable,
  bytes: Uint8Array,
  from: number,
  to: number,
  slot: number,
  seen: Int32Array,
  each: (ordinal: number) => void,
) {
  for (let at = from; at + 3 <= to; at++) {
    const ordinal = table.find(keyAt(bytes, at));
    if (seen[ordinal] === slot) continue;
    seen[ordinal] = slot;
    each(ordinal);
  }
}

/** The trigrams of the names `bytes[starts[s], starts[s + 1])` of slots 0…n-1. */
export async function buildTrigrams(
  bytes: Uint8Array,
  nameStarts: Int32Array,
  listLimit: number,
): Promise<Trigrams> {
  const n = nameStarts.length - 1;
  const table = new TrigramTable();
  let counts = new Int32Array(1024);
  let seen = new Int32Array(1024).fill(-1);
  for (let s = 0; s < n; s++) {
    if (s % CHUNK === 0) await pause();
    for (let at = nameStarts[s]!; at + 3 <= nameStarts[s + 1]!; at++) {
      const t = table.add(keyAt(bytes, at));
      if (t === counts.length) {
        counts = grown(counts, 0);
        seen = grown(seen, -1);
      }
      if (seen[t] === s) continue;
      seen[t] = s;
      counts[t]!++;
    }
  }
  counts = counts.slice(0, table.size);
  const starts = new Int32Array(table.size + 1);
  for (let t = 0; t < table.size; t++) {
    starts[t + 1] = starts[t]! + (counts[t]! <= listLimit ? counts[t]! : 0);
  }
  const lists = new Int32Array(starts[table.size]!);
  const filled = starts.slice(0, table.size);
  seen.fill(-1);
  for (let s = 0; s < n; s++) {
    if (s % CHUNK === 0) await pause();
    eachTrigram(table, bytes, nameStarts[s]!, nameStarts[s + 1]!, s, seen, (t) => {
      if (counts[t]! <= listLimit) lists[filled[t]!++] = s;
    });
  }
  return { table, counts, starts, lists, listLimit };
}

/**
 * The fewest foods that can hold `needle`: the list of its rarest trigram, an empty list when some
 * trigram of it is in no name, or null when it has none with a list (shorter than 3 bytes, or only
 * common trigrams), when every food is a candidate.
 */
export function trigramCandidates(trigrams: Trigrams, needle: Uint8Array): Int32Array | null {
  let best: Int32Array | null = null;
  for (let at = 0; at + 3 <= needle.length; at++) {
    const t = trigrams.table.find(keyAt(needle, at));
    if (t === -1) return EMPTY;
    if (trigrams.counts[t]! > trigrams.listLimit) continue;
    if (best === null || trigrams.counts[t]! < best.length) {
      best = trigrams.lists.subarray(trigrams.starts[t]!, trigrams.starts[t + 1]!);
    }
  }
  return best;
}
