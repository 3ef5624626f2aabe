import { api } from '../../../lib/api-client';
import type { Order, CheckoutBody } from '@bhoj/contract';

/**
 * POST /api/orders/ {address, payment_method} → 201 Order. The same `idempotencyKey` on a repeat (a retry,
 * a double click) answers the first order instead of making a second one.
 */
export function placeOrder(body: CheckoutBody, idempotencyKey: string): Promise<Order> {
  return api.post<Order>('orders/', body, { headers: { 'Idempotency-Key': idempotencyKey } });
}
