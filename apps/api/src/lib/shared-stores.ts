import type { Config } from '../config.ts';
import { type AttemptStore, memoryAttemptStore } from './attempt-store.ts';
import { type CodeStore, memoryCodeStore } from './code-store.ts';
import { inMemoryLimitCounters, type LimitCounters } from './limit-counters.ts';
import { redisAttemptStore } from './redis-attempt-store.ts';
import { redisCodeStore } from './redis-code-store.ts';
import { redisLimitCounters } from './redis-limit-counters.ts';
import { openRedis, redisReady, type StoreLog } from './redis.ts';

export interface SharedStores {
  counters: LimitCounters;
  attempts: AttemptStore;
  codes: CodeStore;
  /** Whether Redis answers; undefined without REDIS_URL. */
  ping?: () => Promise<boolean>;
  close(): Promise<void>;
}

/** How long a start waits for Redis before going on without it (counting per process until it answers). */
const CONNECT_WAIT_MS = 5_000;

/** The attempt and limit counters and the sign-in codes: in Redis when REDIS_URL is set, shared by every instance; else per process. */
export async function openSharedStores(config: Pick<Config, 'redis'>, log: StoreLog): Promise<SharedStores> {
  if (!config.redis) {
    return {
      counters: inMemoryLimitCounters(),
      attempts: memoryAttemptStore(),
      codes: memoryCodeStore(),
      close: async () => {},
    };
  }
  const { url, keyPrefix } = config.redis;
  const redis = openRedis(url);
  if (!(await redisReady(redis, CONNECT_WAIT_MS))) {
    log.warn(
      { url: new URL(url).host },
      'redis: not reachable at start; counting limits in this process until it is',
    );
  }
  const counters = redisLimitCounters(redis, keyPrefix, log);
  return {
    counters,
    attempts: redisAttemptStore(redis, keyPrefix, log),
    codes: redisCodeStore(redis, keyPrefix, log),
    ping: () =>
      redis.ping().then(
        () => true,
        () => false,
      ),
    async close() {
      counters.close();
      // quit waits for the releases still on their way; a Redis that is away is just dropped.
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
