import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BusinessError, DetailError, FieldErrors } from '@bhoj/contract';

/** Every shape the error handler (lib/errors.ts) answers with; any error status may carry any of them. */
export const ErrorAnswer = z.union([DetailError, BusinessError, FieldErrors]);

/** 401 without a valid token, 403 for a role the route does not admit. */
export const guarded = { 401: DetailError, 403: DetailError };
/** 404 `{"detail": "Not found."}`. */
export const notFoundAnswer = { 404: DetailError };
/** 400: `{"field": ["message"]}` or `{"error": "message"}`. */
export const badRequest = { 400: z.union([FieldErrors, BusinessError]) };
/** 409: `{"error": "message"}`. */
export const conflict = { 409: BusinessError };
/** 429: too many attempts. */
export const tooManyAttempts = { 429: BusinessError };

/** The OpenAPI security scheme of `Authorization: Token <key>`. */
export const TOKEN_SCHEME = 'token';

/**
 * Documents which routes need a token: every route whose `config.access` is not 'public' gets the token
 * security requirement in the OpenAPI document, so no routes file writes it by hand.
 */
export function documentAccess(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access && access !== 'public') {
      route.schema = { ...route.schema, security: [{ [TOKEN_SCHEME]: [] }] };
    }
  });
}
