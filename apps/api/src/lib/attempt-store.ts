import { LRUCache } from 'lru-cache';

/** A key's count in its current window. */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window ends and the count starts again from 0. */
  resetInMs: number;
}

/**
 * Counters of attempts in fixed windows, one per key (a client IP, an account, a device). Kept behind this
 * interface so that several API instances can share one store; this process's memory is the default.
 */
export interface AttemptStore {
  /** Counts one attempt under `key`; a key's window of `windowMs` starts with its first attempt. */
  add(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes one attempt back (one that turned out not to count), if the window is still open. */
  remove(key: string): Promise<void>;
}

/** Keys beyond this are dropped, least recently counted first: a flood of new keys cannot fill memory. */
const TRACKED_KEYS = 100_000;

export function memoryAttemptStore(maxKeys = TRACKED_KEYS): AttemptStore {
  const windows = new LRUCache<string, { count: number; resetAt: number }>({ max: maxKeys });
  return {
    async add(key, windowMs) {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count++;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async remove(key) {
      const window = windows.get(key);
      if (window && window.resetAt > Date.now() && window.count > 0) window.count--;
    },
  };
}
