/** Lets other work run between chunks of a long build. */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Names handled between two pauses while building: a few milliseconds of work. */
export const CHUNK = 8_192;

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

const grown = (array: Int32Array, fill: number) => {
  const larger = new Int32Array(array.length * 2).fill(fill);
  larger.set(array);
  return larger;
};

/**
 * Every byte trigram of the search names, and which foods hold each: a list of slots (ascending) for a
 * trigram held by at most `listLimit` foods, else a bitmap (a bit per slot), whichever is smaller, so
 * the whole takes at most a few bytes per food and trigram.
 */
export interface Trigrams {
  table: TrigramTable;
  /** By ordinal: how many foods hold the trigram. */
  counts: Int32Array;
  /** By ordinal: where its list starts in `lists` (and the next one's start ends it); empty with a bitmap. */
  starts: Int32Array;
  lists: Int32Array;
  /** By ordinal: the bitmap of a trigram held by more than `listLimit` foods. */
  bitmaps: (Uint32Array | undefined)[];
  listLimit: number;
}

/** The trigrams of the names `bytes[nameStarts[s], nameStarts[s + 1])` of slots 0…n-1. */
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
  const bitmaps: (Uint32Array | undefined)[] = [];
  for (let t = 0; t < table.size; t++) {
    if (t % 64 === 0) await pause();
    const listed = counts[t]! <= listLimit;
    starts[t + 1] = starts[t]! + (listed ? counts[t]! : 0);
    bitmaps.push(listed ? undefined : new Uint32Array((n + 31) >>> 5));
  }
  const lists = new Int32Array(starts[table.size]!);
  const filled = starts.slice(0, table.size);
  seen.fill(-1);
  await pause();
  for (let s = 0; s < n; s++) {
    if (s % CHUNK === 0) await pause();
    for (let at = nameStarts[s]!; at + 3 <= nameStarts[s + 1]!; at++) {
      const t = table.find(keyAt(bytes, at));
      const bitmap = bitmaps[t];
      if (bitmap) bitmap[s >>> 5]! |= 1 << (s & 31);
      else if (seen[t] !== s) {
        seen[t] = s;
        lists[filled[t]!++] = s;
      }
    }
  }
  return { table, counts, starts, lists, bitmaps, listLimit };
}

/**
 * What narrows the foods that can hold `needle`: `list`, the slots of its rarest trigram that has a
 * list (an empty list when some trigram of it is in no name; null when none has one), and `bitmaps`,
 * those of its common trigrams. A needle shorter than 3 bytes has neither: every food may hold it.
 */
export function needleCandidates(trigrams: Trigrams, needle: Uint8Array) {
  let list: Int32Array | null = null;
  const bitmaps: Uint32Array[] = [];
  for (let at = 0; at + 3 <= needle.length; at++) {
    const t = trigrams.table.find(keyAt(needle, at));
    if (t === -1) return { list: EMPTY, bitmaps: [] };
    const bitmap = trigrams.bitmaps[t];
    if (bitmap) {
      if (!bitmaps.includes(bitmap)) bitmaps.push(bitmap);
    } else if (list === null || trigrams.counts[t]! < list.length) {
      list = trigrams.lists.subarray(trigrams.starts[t]!, trigrams.starts[t + 1]!);
    }
  }
  return { list, bitmaps };
}
