import { z } from 'zod';
import { MAX_GUEST_CART_LINES } from './cart-limits.ts';
import { MAX_ROW_ID } from './fields.ts';
import { Cart, IDEMPOTENCY_KEY_MAX_LENGTH, Quantity } from './ordering.ts';

export const CART_MERGE_MESSAGES = {
  food: 'Each item needs its food id: a whole number from 1.',
  tooMany: `A guest cart holds at most ${MAX_GUEST_CART_LINES} foods.`,
  items: 'Send the guest cart as {"items": [{"food": id, "quantity": n}]}.',
  key: `Send an Idempotency-Key header of 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters, new for each guest cart.`,
} as const;

/** One line of the browser's guest cart: a food id and how many. Its price is never sent: the server's counts. */
export const GuestCartLine = z.object({
  food: z
    .number({ error: CART_MERGE_MESSAGES.food })
    .int(CART_MERGE_MESSAGES.food)
    .min(1, CART_MERGE_MESSAGES.food)
    .max(MAX_ROW_ID, CART_MERGE_MESSAGES.food),
  quantity: Quantity,
});
export type GuestCartLine = z.infer<typeof GuestCartLine>;

export const CartMergeBody = z.object(
  {
    items: z
      .array(GuestCartLine, { error: CART_MERGE_MESSAGES.items })
      .max(MAX_GUEST_CART_LINES, CART_MERGE_MESSAGES.tooMany),
  },
  { error: CART_MERGE_MESSAGES.items },
);
export type CartMergeBody = z.infer<typeof CartMergeBody>;

/** Why a guest line was not added: no such food, not orderable now, or its line is at the limit already. */
export const mergeSkipReasons = ['not_found', 'unavailable', 'line_limit'] as const;
export type MergeSkipReason = (typeof mergeSkipReasons)[number];

export const CartMergeAnswer = z.object({
  /** The account's cart after the merge, at current prices. */
  cart: Cart,
  /** Each food added: `quantity` added, less than `requested` when its line reached the limit. */
  added: z.array(
    z.object({ food: z.number().int(), quantity: z.number().int(), requested: z.number().int() }),
  ),
  /** Each food left out, and why. */
  skipped: z.array(z.object({ food: z.number().int(), reason: z.enum(mergeSkipReasons) })),
});
export type CartMergeAnswer = z.infer<typeof CartMergeAnswer>;
