import type { PaymentOutcome } from '@bhoj/contract';

type PaymentState = 'initiated' | 'paid' | 'failed' | 'cancelled';

/** Where the browser lands after a payment: the order history when paid, else back at checkout. */
export const landingPath = (outcome: PaymentOutcome) =>
  outcome === 'success' ? '/order-history/?payment=success' : `/checkout/?payment=${outcome}`;

export const outcomeOf = (state: Exclude<PaymentState, 'initiated'>): PaymentOutcome =>
  state === 'paid' ? 'success' : state;
