import type { Redis } from 'ioredis';
import { type AttemptStore, memoryAttemptStore } from './attempt-store.ts';
import { sharedOrLocal, type StoreLog } from './redis.ts';

/** Counts one attempt; the window starts with the key's first attempt and the key expires with it. */
const ADD = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** Takes one back while the window is open. */
const REMOVE = `
if redis.call('PTTL', KEYS[1]) > 0 and tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then
  redis.call('DECR', KEYS[1])
end
return 1`;

/**
 * Attempt counters every instance shares, in Redis: failed sign-ins spread over many instances meet one
 * limit. While Redis does not answer, this instance counts in its own memory (`sharedOrLocal`).
 */
export function redisAttemptStore(redis: Redis, prefix: string, log: StoreLog): AttemptStore {
  const local = memoryAttemptStore();
  const run = sharedOrLocal(log);
  return {
    add: (key, windowMs) =>
      run(
        async () => {
          const [count, ttl] = (await redis.eval(ADD, 1, prefix + key, windowMs)) as [number, number];
          return { count, resetInMs: Math.max(ttl, 0) };
        },
        () => local.add(key, windowMs),
      ),
    remove: (key) =>
      run(
        async () => {
          await redis.eval(REMOVE, 1, prefix + key);
        },
        () => local.remove(key),
      ),
  };
}
