import { badRequest, tooManyAttempts } from '../../lib/route-schema.ts';

export const tags = ['accounts'];
/** 400: `{"field": ["message"]}` or `{"error": "message"}`; 429: too many attempts. */
export const formErrors = { ...badRequest, ...tooManyAttempts };
