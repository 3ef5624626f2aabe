import type { Redis } from 'ioredis';
import { type CodeStore, memoryCodeStore, type SendOutcome } from './code-store.ts';
import { sharedOrLocal, type StoreLog } from './redis.ts';

// A key's code is a hash (id, mailed, misses) that expires with the code; Redis's own clock, so that
// instances whose clocks disagree still agree on when a mail may go again.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** ARGV: new id, ttl ms, interval ms, again (1/0). Answers {kind, id or wait ms}: 1 mail, 2 live, 3 wait. */
const SEND = `${NOW}
local id = redis.call('HGET', KEYS[1], 'id')
if id and id ~= '' and ARGV[4] == '0' then return {2, id} end
local mailed = tonumber(redis.call('HGET', KEYS[1], 'mailed') or '0')
if id and now < mailed + tonumber(ARGV[3]) then return {3, tostring(mailed + tonumber(ARGV[3]) - now)} end
if not id or id == '' then
  id = ARGV[1]
  redis.call('HSET', KEYS[1], 'misses', 0)
end
redis.call('HSET', KEYS[1], 'id', id, 'mailed', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, id}`;

/** ARGV: id, max. */
const MISS = `
if redis.call('HGET', KEYS[1], 'id') ~= ARGV[1] then return 0 end
if redis.call('HINCRBY', KEYS[1], 'misses', 1) >= tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'id', '') end
return 1`;

/** ARGV: id. */
const TAKE = `
if redis.call('HGET', KEYS[1], 'id') ~= ARGV[1] then return 0 end
redis.call('DEL', KEYS[1])
return 1`;

/**
 * Codes every instance shares, in Redis: a code mailed by one instance is accepted by any, and the
 * interval between mails holds across all. While Redis does not answer, this instance keeps codes in its
 * own memory (`sharedOrLocal`).
 */
export function redisCodeStore(redis: Redis, prefix: string, log: StoreLog): CodeStore {
  const local = memoryCodeStore();
  const run = sharedOrLocal(log);
  return {
    send: (key, newId, times, again) =>
      run(
        async (): Promise<SendOutcome> => {
          const [kind, value] = (await redis.eval(
            SEND,
            1,
            prefix + key,
            newId,
            times.ttlMs,
            times.intervalMs,
            again ? 1 : 0,
          )) as [number, string];
          if (kind === 1) return { mail: value };
          return kind === 2 ? { live: value } : { waitMs: Number(value) };
        },
        () => local.send(key, newId, times, again),
      ),
    live: (key) =>
      run(
        async () => (await redis.hget(prefix + key, 'id')) || undefined,
        () => local.live(key),
      ),
    miss: (key, id, max) =>
      run(
        async () => {
          await redis.eval(MISS, 1, prefix + key, id, max);
        },
        () => local.miss(key, id, max),
      ),
    take: (key, id) =>
      run(
        async () => (await redis.eval(TAKE, 1, prefix + key, id)) === 1,
        () => local.take(key, id),
      ),
  };
}
