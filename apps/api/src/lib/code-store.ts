import { LRUCache } from 'lru-cache';

/** How a code is mailed: its life after each mail, and the least time between two mails. */
export interface CodeTimes {
  ttlMs: number;
  intervalMs: number;
}

/**
 * What to do after `send`: mail the code `mail` (a new one, or the live one again, its life renewed), or
 * nothing, because a code is live already (`live`) or the last mail is too recent (`waitMs`).
 */
export type SendOutcome = { mail: string } | { live: string } | { waitMs: number };

/**
 * One-time codes mailed to an address, at most one live per key. The store keeps a code's id, never the
 * code: the code is derived from the id under the server's secret key, so the same code can be mailed
 * again and the store (Redis) holds nothing that signs anyone in. Kept behind this interface so that
 * every instance shares one store; this process's memory is the default.
 */
export interface CodeStore {
  /**
   * Without `again`: a code for `key` when none is live (`newId` becomes its id), else `live`. With
   * `again`: the live code again with its life renewed, or a new one. Either mails at most once every
   * `intervalMs` per key.
   */
  send(key: string, newId: string, times: CodeTimes, again: boolean): Promise<SendOutcome>;
  /** The id of the live code of `key`, if any. */
  live(key: string): Promise<string | undefined>;
  /** Counts a wrong try at code `id`; the `max`th ends it. */
  miss(key: string, id: string, max: number): Promise<void>;
  /** Uses up code `id` if it is still live: true for the one call that did. */
  take(key: string, id: string): Promise<boolean>;
}

/** A key's code: `id` is '' once wrong tries ended it. Times in ms since the epoch. */
interface Entry {
  id: string;
  expiresAt: number;
  mailedAt: number;
  misses: number;
}

const TRACKED_KEYS = 100_000;

export function memoryCodeStore(maxKeys = TRACKED_KEYS): CodeStore {
  // Each entry lasts as long as its code, which is at least the interval between mails.
  const entries = new LRUCache<string, Entry>({ max: maxKeys });
  const current = (key: string, now: number) => {
    const entry = entries.get(key);
    return entry && entry.expiresAt > now ? entry : undefined;
  };
  return {
    async send(key, newId, { ttlMs, intervalMs }, again) {
      const now = Date.now();
      const entry = current(key, now);
      if (entry?.id && !again) return { live: entry.id };
      if (entry && now < entry.mailedAt + intervalMs) return { waitMs: entry.mailedAt + intervalMs - now };
      const id = entry?.id || newId;
      entries.set(key, { id, expiresAt: now + ttlMs, mailedAt: now, misses: entry?.id ? entry.misses : 0 });
      return { mail: id };
    },
    async live(key) {
      return current(key, Date.now())?.id || undefined;
    },
    async miss(key, id, max) {
      const entry = current(key, Date.now());
      if (!entry || entry.id !== id) return;
      entry.misses++;
      if (entry.misses >= max) entry.id = '';
    },
    async take(key, id) {
      const entry = current(key, Date.now());
      if (!entry || entry.id !== id) return false;
      entries.delete(key);
      return true;
    },
  };
}
