import type { FastifyReply } from 'fastify';
import { ACCOUNT_MESSAGES } from '@bhoj/contract';
import type { AttemptStore } from './attempt-store.ts';
import { HttpError } from './errors.ts';

export const WINDOW_MS = 60_000;

/** At most `perMinute` attempts under `key` in a minute from its first; 0: no limit. */
export interface AttemptLimit {
  key: string;
  perMinute: number;
}

/**
 * Counts one attempt under every limit's key. Over any of them: 429 `{"error": …}` with `Retry-After` in
 * seconds. Answers how to take the attempt back, for one that turns out not to count (a right password).
 */
export async function countAttempt(
  store: AttemptStore,
  reply: FastifyReply,
  limits: AttemptLimit[],
): Promise<() => Promise<void>> {
  const active = limits.filter((limit) => limit.perMinute > 0);
  const counts = await Promise.all(active.map((limit) => store.add(limit.key, WINDOW_MS)));
  const over = counts.filter((state, i) => state.count > active[i]!.perMinute);
  if (over.length > 0) {
    reply.header('retry-after', Math.ceil(Math.max(...over.map((state) => state.resetInMs)) / 1000));
    throw new HttpError(429, { error: ACCOUNT_MESSAGES.tooManyAttempts });
  }
  return async () => {
    await Promise.all(active.map((limit) => store.remove(limit.key)));
  };
}
