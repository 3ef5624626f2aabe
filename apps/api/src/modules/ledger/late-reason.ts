import { LATE_PAYMENT_REASONS } from '@bhoj/contract';

/** How the order of a payment stands when money for that payment arrives. */
export interface OrderWhenPaid {
  method: 'cash_on_delivery' | 'online_payment';
  paidAt: Date | null;
  /** Tickets not canceled. */
  live: number;
}

type PaymentState = 'initiated' | 'failed' | 'cancelled' | 'expired';

/**
 * Why money that arrived for a payment is not kept, or null when the payment becomes the order's payment:
 * only an initiated payment of an online order that is unpaid and not wholly canceled can be paid.
 */
export function lateReason(state: PaymentState, order: OrderWhenPaid): string | null {
  if (order.paidAt) return LATE_PAYMENT_REASONS.alreadyPaid;
  if (order.method === 'cash_on_delivery') return LATE_PAYMENT_REASONS.cash;
  if (state === 'expired') return LATE_PAYMENT_REASONS.expired;
  if (order.live === 0) return LATE_PAYMENT_REASONS.canceled;
  if (state !== 'initiated') return LATE_PAYMENT_REASONS.ended;
  return null;
}
