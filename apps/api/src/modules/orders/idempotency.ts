import { z } from 'zod';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '@bhoj/contract';

/** `Idempotency-Key`: a repeat of a checkout with the same key answers the first order. Other headers pass. */
export const IdempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .max(
      IDEMPOTENCY_KEY_MAX_LENGTH,
      `Idempotency-Key must be at most ${IDEMPOTENCY_KEY_MAX_LENGTH} characters.`,
    )
    .optional()
    .transform((key) => key?.trim() || undefined)
    .describe('Any string up to 100 characters, unique per checkout attempt'),
});
