import type { PaymentOutcome } from '@bhoj/contract';

type PaymentState = 'initiated' | 'paid' | 'failed' | 'cancelled' | 'expired' | 'late';

/**
 * Where the browser lands after a payment: the order history when the money arrived (paid, or late and
 * being refunded), else back at checkout.
 */
export const landingPath = (outcome: PaymentOutcome) =>
  outcome === 'success' || outcome === 'refund'
    ? `/order-history/?payment=${outcome}`
    : `/checkout/?payment=${outcome}`;

/** What the customer is told of a payment in `state` (one still initiated took no money yet: failed). */
export function outcomeOf(state: PaymentState): PaymentOutcome {
  if (state === 'paid') return 'success';
  if (state === 'late') return 'refund';
  if (state === 'cancelled') return 'cancelled';
  return 'failed';
}
