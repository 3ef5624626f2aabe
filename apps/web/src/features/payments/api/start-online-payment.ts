import type { PaymentAnswer } from '@bhoj/contract';
import { api } from '../../../lib/api-client';

export type OnlinePaymentBody = {
  /** What the customer saw; the server charges its own total, never this. */
  total_amount: number;
  address: string;
  payment_method: 'online_payment';
};

/**
 * POST /api/payment/{userId}/ (the signed-in customer's own id, token sent) → {redirect_url}: the order is
 * saved unpaid and the provider's payment page is where the browser goes next. The checkout attempt's
 * `Idempotency-Key` goes along so a repeat cannot make a second order.
 */
export function startOnlinePayment(
  userId: number,
  body: OnlinePaymentBody,
  idempotencyKey: string,
): Promise<PaymentAnswer> {
  return api.post<PaymentAnswer>(`payment/${userId}/`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Leaves the app for the payment page (a function of its own so tests can watch it). */
export function goToPaymentPage(url: string): void {
  window.location.assign(url);
}
