import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { buildSearchIndex, type NameOrderRows, type SearchIndex } from './search-index.ts';
import { readListedFoods } from './search-index-load.ts';

export interface SearchIndexKeeperOptions {
  /** A rebuild starts this long after the last change heard (and after the first search wanting it). */
  quietMs?: number;
  /** After a failed rebuild, the next waits this long. */
  retryMs?: number;
  /** See `buildSearchIndex`. */
  listLimit?: number;
  /** How the listed foods are read (tests hold a rebuild here); `readListedFoods` by default. */
  read?: (abandoned: () => boolean) => Promise<NameOrderRows | null>;
  onError?: (err: unknown) => void;
}

/**
 * Keeps the search index of this process in step with the database: it is served only while no
 * change that may alter public answers has been heard since its rebuild began reading, and while the
 * change feed is trusted. Otherwise `current()` answers null (the caller asks the database) and a
 * rebuild is on its way; a change heard during a rebuild throws its result away.
 */
export function searchIndexKeeper(db: Db, changes: ChangeFeed, options: SearchIndexKeeperOptions = {}) {
  const { quietMs = 250, retryMs = 30_000, listLimit, onError } = options;
  const read = options.read ?? ((abandoned: () => boolean) => readListedFoods(db, abandoned));
  let version = 0;
  let lastChange = 0;
  let failedAt = -Infinity;
  let fresh: { index: SearchIndex; version: number } | null = null;
  let timer: NodeJS.Timeout | null = null;
  let building: Promise<void> | null = null;
  let closed = false;

  const unsubscribe = changes.subscribe((heard) => {
    if (heard.kind !== 'catalog' && heard.kind !== 'any') return;
    version++;
    lastChange = Date.now();
    fresh = null;
  });

  async function rebuild() {
    const from = version;
    const abandoned = () => closed || version !== from;
    try {
      const rows = await read(abandoned);
      if (!rows) return;
      const index = await buildSearchIndex(rows, listLimit);
      if (!abandoned() && changes.trusted()) fresh = { index, version: from };
    } catch (err) {
      failedAt = Date.now();
      if (!closed) onError?.(err);
    }
  }

  function schedule(delay: number) {
    timer = setTimeout(() => {
      timer = null;
      const wait = Math.max(lastChange + quietMs, failedAt + retryMs) - Date.now();
      if (closed) return;
      if (wait > 0) return schedule(wait);
      building = rebuild().finally(() => (building = null));
    }, delay);
    timer.unref();
  }

  const isFresh = () => fresh !== null && fresh.version === version && changes.trusted();

  return {
    /** Whether `current()` would answer the index (tests). */
    isFresh,
    /** The index while it holds what the database holds; else null, after asking for a rebuild. */
    current(): SearchIndex | null {
      if (isFresh()) return fresh!.index;
      if (!timer && !building && !closed && changes.trusted()) schedule(0);
      return null;
    },
    /** Resolves once no rebuild is waiting or running. */
    async settled() {
      while (timer || building) await (building ?? new Promise((resolve) => setTimeout(resolve, 5)));
    },
    /** Stops listening and waits for a running rebuild, which stops reading at once. */
    async close() {
      closed = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
      await building;
    },
  };
}

export type SearchIndexKeeper = ReturnType<typeof searchIndexKeeper>;
