import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost, isInvalidValue } from './db-errors.ts';

/** An error a client caused; its body is sent as is. Anything else is a 500 with no details. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    /** Sent with the answer, e.g. `Retry-After` with a 429. */
    readonly headers: Record<string, string | number> = {},
  ) {
    super(typeof body.error === 'string' ? body.error : JSON.stringify(body));
  }
}

export const MESSAGES = {
  notFound: 'Not found.',
  noCredentials: 'Authentication credentials were not provided.',
  invalidToken: 'Invalid token.',
  forbidden: 'You do not have permission to perform this action.',
  invalidPage: 'Invalid page.',
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
} as const;

/** Seconds a client is told to wait (`Retry-After`) while the database is unreachable. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

/** `{"error": message}` with a business status (400, 404, 409…). */
export const businessError = (statusCode: number, message: string) =>
  new HttpError(statusCode, { error: message });
/** `{"field": ["message"]}`. */
export const fieldError = (field: string, message: string) => new HttpError(400, { [field]: [message] });
export const notFound = (detail: string = MESSAGES.notFound) => new HttpError(404, { detail });
export const unauthorized = (detail: string = MESSAGES.noCredentials) => new HttpError(401, { detail });
export const forbidden = () => new HttpError(403, { detail: MESSAGES.forbidden });

/** Zod issues → `{"field": ["message", ...]}`; issues about the whole body go under `error`. */
function fieldMessages(issues: { instancePath: string; message?: string }[]) {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'error';
    (out[field] ??= []).push(issue.message ?? 'Invalid value.');
  }
  return out;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.code(err.statusCode).headers(err.headers).send(err.body);
    if (hasZodFastifySchemaValidationErrors(err)) return reply.code(400).send(fieldMessages(err.validation));
    if (err.validation) return reply.code(400).send(fieldMessages(err.validation));
    if (isInvalidValue(err)) return reply.code(400).send({ error: 'Invalid value.' });
    if (isConnectionLost(err)) {
      request.log.warn({ err }, 'database unreachable');
      reply.header('retry-after', UNAVAILABLE_RETRY_SECONDS);
      return reply.code(503).send({ detail: MESSAGES.unavailable });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type, rate limit…).
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply.code(err.statusCode).send({ error: err.message });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Something went wrong on our side. Please try again.' });
  });
}
