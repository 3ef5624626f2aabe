import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { closedPort, cuttableRedis, dropKeys, testKeyPrefix, testRedisUrl } from '../test/redis.ts';
import { redisAttemptStore } from './redis-attempt-store.ts';
import { redisCodeStore } from './redis-code-store.ts';
import { redisLimitCounters } from './redis-limit-counters.ts';
import { openRedis, redisReady } from './redis.ts';

// Two "instances" are two connections with their own counters over the machine's real Redis.
const prefix = testKeyPrefix();
const log = () => ({ info: vi.fn(), warn: vi.fn() });
const connections: ReturnType<typeof openRedis>[] = [];
async function connection(url = testRedisUrl, waitMs = 2_000) {
  const redis = openRedis(url);
  connections.push(redis);
  await redisReady(redis, waitMs);
  return redis;
}
afterAll(async () => {
  for (const redis of connections) redis.disconnect();
  await dropKeys(prefix);
});

describe('limit counters in Redis', () => {
  it('hands out at most `max` slots of a key across instances, and takes released ones back', async () => {
    const a = redisLimitCounters(await connection(), prefix, log());
    const b = redisLimitCounters(await connection(), prefix, log());
    expect(await a.acquire('streams:1', 2)).toBe(true);
    expect(await b.acquire('streams:1', 2)).toBe(true);
    expect(await a.acquire('streams:1', 2)).toBe(false);
    expect(await b.acquire('streams:2', 2)).toBe(true);
    await b.release('streams:1');
    expect(await a.acquire('streams:1', 2)).toBe(true);
    expect(await b.acquire('streams:1', 2)).toBe(false);
    a.close();
    b.close();
  });

  it('never gives out more than `max` when instances race for the last slots', async () => {
    const instances = await Promise.all(
      [1, 2, 3].map(async () => redisLimitCounters(await connection(), prefix, log())),
    );
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => instances[i % 3]!.acquire('race', 5)),
    );
    expect(taken.filter(Boolean)).toHaveLength(5);
    for (const counters of instances) counters.close();
  });

  it("frees the slots of an instance that died without releasing, and keeps a live instance's", async () => {
    const ttl = 300;
    const alive = redisLimitCounters(await connection(), prefix, log(), ttl);
    const dying = redisLimitCounters(await connection(), prefix, log(), ttl);
    expect(await alive.acquire('ttl', 2)).toBe(true);
    expect(await dying.acquire('ttl', 2)).toBe(true);
    expect(await alive.acquire('ttl', 2)).toBe(false);
    dying.close(); // stops renewing, as a crashed process would
    await sleep(ttl * 2.5);
    expect(await alive.acquire('ttl', 2)).toBe(true); // the dead one's slot expired
    expect(await alive.acquire('ttl', 2)).toBe(false); // the live one's was renewed
    alive.close();
  });

  it('counts uses in one window across instances, refusing past `max` with the time left', async () => {
    const a = redisLimitCounters(await connection(), prefix, log());
    const b = redisLimitCounters(await connection(), prefix, log());
    const hour = 3_600_000;
    expect(await a.hit('uploads:7', 3, hour)).toEqual({ allowed: true, retryAfterSeconds: 3600 });
    expect((await b.hit('uploads:7', 3, hour)).allowed).toBe(true);
    expect((await a.hit('uploads:7', 3, hour)).allowed).toBe(true);
    expect(await b.hit('uploads:7', 3, hour)).toEqual({ allowed: false, retryAfterSeconds: 3600 });
    expect((await b.hit('uploads:8', 3, hour)).allowed).toBe(true);
    a.close();
    b.close();
  });
});

describe('attempt store in Redis', () => {
  it('counts attempts of a key across instances, takes one back, and starts again after the window', async () => {
    const a = redisAttemptStore(await connection(), prefix, log());
    const b = redisAttemptStore(await connection(), prefix, log());
    expect((await a.add('sign-in:ip:1', 60_000)).count).toBe(1);
    expect((await b.add('sign-in:ip:1', 60_000)).count).toBe(2);
    await a.remove('sign-in:ip:1');
    const third = await b.add('sign-in:ip:1', 60_000);
    expect(third.count).toBe(2);
    expect(third.resetInMs).toBeGreaterThan(50_000);
    expect((await a.add('short', 200)).count).toBe(1);
    expect((await b.add('short', 200)).count).toBe(2);
    await sleep(300);
    expect((await a.add('short', 200)).count).toBe(1);
  });
});

describe('a Redis outage', () => {
  it('counts in the process when Redis is down from the start, warning once', async () => {
    const warned = log();
    const redis = await connection(`redis://127.0.0.1:${await closedPort()}`, 100);
    const attempts = redisAttemptStore(redis, prefix, warned);
    const counters = redisLimitCounters(redis, prefix, warned);
    const codes = redisCodeStore(redis, prefix, warned);
    expect((await attempts.add('k', 60_000)).count).toBe(1);
    expect((await attempts.add('k', 60_000)).count).toBe(2);
    expect(await counters.acquire('s', 1)).toBe(true);
    expect(await counters.acquire('s', 1)).toBe(false);
    await counters.release('s');
    expect(await counters.acquire('s', 1)).toBe(true);
    expect((await counters.hit('h', 1, 60_000)).allowed).toBe(true);
    expect((await counters.hit('h', 1, 60_000)).allowed).toBe(false);
    const times = { ttlMs: 60_000, intervalMs: 30_000 };
    expect(await codes.send('c', 'id', times, false)).toEqual({ mail: 'id' });
    expect(await codes.live('c')).toBe('id');
    expect(await codes.take('c', 'id')).toBe(true);
    expect(warned.warn).toHaveBeenCalledTimes(3); // once per store
    counters.close();
  });

  it('answers through a cut and counts in Redis again once it is back', async () => {
    const proxy = await cuttableRedis();
    const warned = log();
    const shared = await connection(); // another instance, on Redis all along
    const attempts = redisAttemptStore(await connection(proxy.url()), prefix, warned);
    const other = redisAttemptStore(shared, prefix, log());
    expect((await attempts.add('cut', 60_000)).count).toBe(1);
    await proxy.cut();
    expect((await attempts.add('cut', 60_000)).count).toBe(1); // this process's own count
    expect(warned.warn).toHaveBeenCalledOnce();
    await proxy.restore();
    await vi.waitFor(
      async () => {
        await attempts.add('cut', 60_000);
        expect(warned.info).toHaveBeenCalledWith('redis: answering again; limits are shared again');
      },
      { timeout: 5_000, interval: 100 },
    );
    // The first attempt and the one after the cut are in Redis, where the other instance counts on.
    expect((await other.add('cut', 60_000)).count).toBe(3);
    proxy.close();
  });
});
