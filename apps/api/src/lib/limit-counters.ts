/**
 * Counters behind the limits on costly use: live-event streams a user has open, images a user sent this
 * hour. Kept in this process's memory for now; a store that every instance shares (Redis) can implement
 * the same interface, so that a user's limits hold across instances.
 */
export interface LimitCounters {
  /** Takes one of `max` slots under `key`; false, taking nothing, when all are in use. */
  acquire(key: string, max: number): Promise<boolean>;
  /** Gives back a slot `acquire` took. */
  release(key: string): Promise<void>;
  /**
   * Counts one use under `key` in a window of `windowMs` that starts at the first use; a use beyond `max`
   * is refused and not counted. `retryAfterSeconds`: until the window ends.
   */
  hit(key: string, max: number, windowMs: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Windows kept before the ended ones are swept out. */
const SWEEP_AT = 10_000;

export function inMemoryLimitCounters(): LimitCounters {
  const slots = new Map<string, number>();
  const windows = new Map<string, { count: number; endsAt: number }>();

  function sweep(now: number) {
    if (windows.size < SWEEP_AT) return;
    for (const [key, window] of windows) if (window.endsAt <= now) windows.delete(key);
  }

  return {
    async acquire(key, max) {
      const taken = slots.get(key) ?? 0;
      if (taken >= max) return false;
      slots.set(key, taken + 1);
      return true;
    },
    async release(key) {
      const taken = (slots.get(key) ?? 0) - 1;
      if (taken > 0) slots.set(key, taken);
      else slots.delete(key);
    },
    async hit(key, max, windowMs) {
      const now = Date.now();
      sweep(now);
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      const allowed = window.count < max;
      if (allowed) window.count++;
      return { allowed, retryAfterSeconds: Math.ceil((window.endsAt - now) / 1000) };
    },
  };
}
