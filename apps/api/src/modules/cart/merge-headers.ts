import { z } from 'zod';
import { CART_MERGE_MESSAGES, IDEMPOTENCY_KEY_MAX_LENGTH } from '@bhoj/contract';

/**
 * `Idempotency-Key`, required: a merge adds to the cart, so a repeat must be recognised. Unlike checkout's
 * (optional) key it has no default. Other headers pass.
 */
export const MergeHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: CART_MERGE_MESSAGES.key })
    .trim()
    .min(1, CART_MERGE_MESSAGES.key)
    .max(IDEMPOTENCY_KEY_MAX_LENGTH, CART_MERGE_MESSAGES.key)
    .describe('Any string up to 100 characters, the same for every attempt to merge one guest cart'),
});
