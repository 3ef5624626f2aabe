import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { dropKeys, testKeyPrefix, testRedisUrl } from '../test/redis.ts';
import { type CodeStore, memoryCodeStore } from './code-store.ts';
import { redisCodeStore } from './redis-code-store.ts';
import { openRedis, redisReady } from './redis.ts';

// The same behaviour from the process's memory and from Redis, where two "instances" are two connections.
const prefix = testKeyPrefix();
const connections: ReturnType<typeof openRedis>[] = [];
async function redisStore() {
  const redis = openRedis(testRedisUrl);
  connections.push(redis);
  await redisReady(redis, 2_000);
  return redisCodeStore(redis, prefix, { info: vi.fn(), warn: vi.fn() });
}
afterAll(async () => {
  for (const redis of connections) redis.disconnect();
  await dropKeys(prefix);
});

const minutes = { ttlMs: 60_000, intervalMs: 30_000 };
let n = 0;
const newKey = () => `code:${++n}`;

describe.each([
  ['memory', async () => memoryCodeStore()],
  ['Redis', redisStore],
] as const)('code store in %s', (kind, open) => {
  // In memory both "instances" are one store; in Redis they are two connections.
  const pair = async (): Promise<[CodeStore, CodeStore]> => {
    const a = await open();
    return [a, kind === 'memory' ? a : await open()];
  };

  it('issues one code per key, keeps it live, and mails it again only after the interval', async () => {
    const [a, b] = await pair();
    const key = newKey();
    expect(await a.live(key)).toBeUndefined();
    expect(await a.send(key, 'first', minutes, false)).toEqual({ mail: 'first' });
    expect(await b.send(key, 'second', minutes, false)).toEqual({ live: 'first' });
    expect(await b.live(key)).toBe('first');
    const wait = await b.send(key, 'second', minutes, true);
    expect(wait).toEqual({ waitMs: expect.any(Number) });
    expect((wait as { waitMs: number }).waitMs).toBeGreaterThan(25_000);
    expect((wait as { waitMs: number }).waitMs).toBeLessThanOrEqual(30_000);
    expect(await a.live(newKey())).toBeUndefined();
  });

  it('uses a code up once, only by its id', async () => {
    const [a, b] = await pair();
    const key = newKey();
    await a.send(key, 'id-1', minutes, false);
    expect(await b.take(key, 'id-2')).toBe(false);
    const both = await Promise.all([a.take(key, 'id-1'), b.take(key, 'id-1')]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await a.live(key)).toBeUndefined();
    // Used up, the key starts again: a new code may be mailed at once.
    expect(await b.send(key, 'id-3', minutes, false)).toEqual({ mail: 'id-3' });
  });

  it('ends a code at its `max`th miss, and issues a new one only after the interval', async () => {
    const [a, b] = await pair();
    const key = newKey();
    const quick = { ttlMs: 400, intervalMs: 200 };
    await a.send(key, 'id-1', quick, false);
    await b.miss(key, 'other', 2);
    await a.miss(key, 'id-1', 2);
    expect(await b.live(key)).toBe('id-1');
    await b.miss(key, 'id-1', 2);
    expect(await a.live(key)).toBeUndefined();
    expect(await a.take(key, 'id-1')).toBe(false);
    expect(await b.send(key, 'id-2', quick, false)).toEqual({ waitMs: expect.any(Number) });
    await sleep(250);
    expect(await b.send(key, 'id-2', quick, false)).toEqual({ mail: 'id-2' });
    expect(await a.live(key)).toBe('id-2');
  });

  it('renews a live code when mailed again, keeping it; an expired code is replaced', async () => {
    const [a, b] = await pair();
    const key = newKey();
    const quick = { ttlMs: 400, intervalMs: 100 };
    await a.send(key, 'id-1', quick, false);
    await sleep(300);
    expect(await b.send(key, 'id-2', quick, true)).toEqual({ mail: 'id-1' });
    await sleep(250); // 550 ms after the first mail, 250 after the second
    expect(await a.live(key)).toBe('id-1');
    await sleep(250);
    expect(await a.live(key)).toBeUndefined();
    expect(await b.send(key, 'id-3', quick, false)).toEqual({ mail: 'id-3' });
  });
});
