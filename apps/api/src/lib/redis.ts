import { Redis } from 'ioredis';

/** pino-style: the app's logger fits. */
export interface StoreLog {
  info(msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A call to Redis that has not answered by then counts as failed: the caller falls back to its own memory. */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The Redis connection behind the counters every instance shares (REDIS_URL). Calls fail at once while it
 * is down instead of queueing (the callers count in this process meanwhile); it reconnects by itself, every
 * 2 s at most. Its errors are logged once per outage by the callers, not here, so an outage is not a flood.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  redis.on('error', () => {});
  return redis;
}

/**
 * Resolves true once `redis` is connected; false at its first error or after `ms`: a start then goes on
 * without Redis (counting per process) while the client keeps reconnecting.
 */
export function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), ms);
    const onReady = () => done(true);
    const onError = () => done(false);
    function done(ready: boolean) {
      clearTimeout(timer);
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(ready);
    }
    redis.on('ready', onReady);
    redis.on('error', onError);
  });
}

/**
 * Runs a call on the shared store; when it fails, runs the same call on this process's own counters
 * instead, so a Redis outage never fails a request: limits then hold per instance. The switch both ways
 * is logged once.
 */
export function sharedOrLocal(log: StoreLog) {
  let degraded = false;
  return async function run<T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    let answer: T;
    try {
      answer = await shared();
    } catch (err) {
      if (!degraded)
        log.warn({ err }, 'redis: unreachable; counting limits in this process until it answers');
      degraded = true;
      return local();
    }
    if (degraded) log.info('redis: answering again; limits are shared again');
    degraded = false;
    return answer;
  };
}
