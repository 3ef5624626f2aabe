import { z } from 'zod';
import { BusinessError, DetailError, FieldErrors } from '@bhoj/contract';
import type { Access } from '../../lib/auth.ts';

export const tags = ['admin'];
export const security = [{ token: [] }];
/** The route config of every admin call. */
export const adminOnly: { access: Access } = { access: ['admin'] };

/** 401 without a valid token, 403 for other roles. */
export const guarded = { 401: DetailError, 403: DetailError };
export const notFoundAnswer = { 404: DetailError };
/** 400: `{"field": ["message"]}` or `{"error": "message"}`. */
export const badRequest = { 400: z.union([FieldErrors, BusinessError]) };
/** 409: `{"error": "message"}`. */
export const conflict = { 409: BusinessError };
