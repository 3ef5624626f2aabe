import { z } from 'zod';
import { BusinessError, FieldErrors } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { attemptLimit } from '../../lib/rate-limit.ts';

export const tags = ['accounts'];
export const security = [{ token: [] }];
/** 400: `{"field": ["message"]}` or `{"error": "message"}`; 429: too many attempts. */
export const formErrors = { 400: z.union([BusinessError, FieldErrors]), 429: BusinessError };

/** Sign-in, sign-up and recovery attempts, limited per client IP and per the body's email. */
export const emailAttemptLimit = (app: App, { config }: Deps) =>
  attemptLimit(app, config.authAttemptsPerMinute, (request) => (request.body as { email?: string }).email);
