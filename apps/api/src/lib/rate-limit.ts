import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CreateRateLimitOptions } from '@fastify/rate-limit';
import { ACCOUNT_MESSAGES } from '@bhoj/contract';
import { HttpError } from './errors.ts';

const WINDOW_MS = 60_000;
/** Counters kept per limiter: the least recently seen keys are dropped beyond this. */
const TRACKED_KEYS = 10_000;

/**
 * A preHandler allowing `perMinute` attempts per client IP and, separately, per email, so that neither
 * one client trying many accounts nor many clients trying one account get far. Needs @fastify/rate-limit
 * registered; counters live in this process's memory. `perMinute` 0 turns the limit off.
 */
export function attemptLimit(
  app: FastifyInstance,
  perMinute: number,
  emailOf: (request: FastifyRequest) => string | undefined,
) {
  // `cache` sizes each limiter's own in-memory store (missing from the plugin's types).
  const options: CreateRateLimitOptions & { cache: number } = {
    max: perMinute,
    timeWindow: WINDOW_MS,
    cache: TRACKED_KEYS,
  };
  const byIp = app.createRateLimit(options);
  const byEmail = app.createRateLimit({ ...options, keyGenerator: (request) => emailOf(request) ?? '' });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (perMinute === 0) return;
    for (const limit of [byIp, byEmail]) {
      const state = await limit(request);
      if (!state.isAllowed && state.isExceeded) {
        reply.header('retry-after', state.ttlInSeconds);
        throw new HttpError(429, { error: ACCOUNT_MESSAGES.tooManyAttempts });
      }
    }
  };
}
