import type { App, Deps } from '../../deps.ts';
import { attemptLimit } from '../../lib/rate-limit.ts';
import { badRequest, tooManyAttempts } from '../../lib/route-schema.ts';

export const tags = ['accounts'];
/** 400: `{"field": ["message"]}` or `{"error": "message"}`; 429: too many attempts. */
export const formErrors = { ...badRequest, ...tooManyAttempts };

/** Sign-in, sign-up and recovery attempts, limited per client IP and per the body's email. */
export const emailAttemptLimit = (app: App, { config }: Pick<Deps, 'config'>) =>
  attemptLimit(app, config.authAttemptsPerMinute, (request) => (request.body as { email?: string }).email);
