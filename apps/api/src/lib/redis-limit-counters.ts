import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { inMemoryLimitCounters, type LimitCounters } from './limit-counters.ts';
import { sharedOrLocal, type StoreLog } from './redis.ts';

/** A slot not refreshed for this long is free again: what an instance that died without releasing held. */
export const SLOT_TTL_MS = 90_000;

// Redis's own clock, so that instances whose clocks disagree still agree on which slots have expired.
const NOW = `local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000)`;

/** A key's slots are a sorted set: one member per slot held, scored with the time it expires. */
const ACQUIRE = `${NOW}
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[2])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;

const REFRESH = `${NOW}
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return 1`;

/** A fixed window: the count starts at the first use and lives as long as the window. */
const HIT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count == 0 then redis.call('SET', KEYS[1], 0, 'PX', ARGV[2]) end
local allowed = 0
if count < tonumber(ARGV[1]) then redis.call('INCR', KEYS[1]) allowed = 1 end
return {allowed, redis.call('PTTL', KEYS[1])}`;

export interface SharedLimitCounters extends LimitCounters {
  /** Stops renewing slots (they expire in Redis within SLOT_TTL_MS unless released). */
  close(): void;
}

/**
 * LimitCounters every instance shares, in Redis: one user's streams are counted wherever they are open,
 * one user's uploads whichever instance takes them. Each check is one script, so two instances can never
 * both take the last slot. A slot lives SLOT_TTL_MS and its instance renews it while it holds it, so the
 * slots of an instance that crashed free themselves. While Redis does not answer, this instance counts in
 * its own memory (`sharedOrLocal`).
 */
export function redisLimitCounters(
  redis: Redis,
  prefix: string,
  log: StoreLog,
  slotTtlMs = SLOT_TTL_MS,
): SharedLimitCounters {
  const instance = randomBytes(6).toString('hex');
  const local = inMemoryLimitCounters();
  const run = sharedOrLocal(log);
  let sequence = 0;
  /** The members this instance holds in Redis, per key; and the slots it took locally during an outage. */
  const held = new Map<string, string[]>();
  const heldLocally = new Map<string, number>();

  const keep = <V>(map: Map<string, V[]>, key: string, value: V) =>
    map.set(key, [...(map.get(key) ?? []), value]);

  async function refresh() {
    for (const [key, members] of held) {
      try {
        await redis.eval(REFRESH, 1, prefix + key, slotTtlMs, ...members);
      } catch {
        // Redis is away; the slots are renewed at the next round, or have expired there by then.
      }
    }
  }
  // Renewed three times per life, so a slot outlives one or two rounds Redis misses.
  const timer = setInterval(() => void refresh(), slotTtlMs / 3);
  timer.unref();

  return {
    async acquire(key, max) {
      const member = `${instance}:${++sequence}`;
      return run(
        async () => {
          const taken = (await redis.eval(ACQUIRE, 1, prefix + key, max, member, slotTtlMs)) === 1;
          if (taken) keep(held, key, member);
          return taken;
        },
        async () => {
          const taken = await local.acquire(key, max);
          if (taken) heldLocally.set(key, (heldLocally.get(key) ?? 0) + 1);
          return taken;
        },
      );
    },
    async release(key) {
      const locally = heldLocally.get(key) ?? 0;
      if (locally > 0) {
        if (locally === 1) heldLocally.delete(key);
        else heldLocally.set(key, locally - 1);
        return local.release(key);
      }
      const members = held.get(key) ?? [];
      const member = members.pop();
      if (members.length === 0) held.delete(key);
      if (member === undefined) return;
      // Not renewed from now on: if Redis misses this, the slot expires there by itself.
      await redis.zrem(prefix + key, member).catch(() => {});
    },
    async hit(key, max, windowMs) {
      return run(
        async () => {
          const [allowed, ttl] = (await redis.eval(HIT, 1, prefix + key, max, windowMs)) as [number, number];
          return { allowed: allowed === 1, retryAfterSeconds: Math.ceil(Math.max(ttl, 0) / 1000) };
        },
        () => local.hit(key, max, windowMs),
      );
    },
    close: () => clearInterval(timer),
  };
}
