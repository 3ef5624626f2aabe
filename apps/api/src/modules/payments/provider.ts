import type { App } from '../../deps.ts';

/** What a provider charges: the stored payment, never a client's number. */
export interface PaymentCharge {
  transactionId: string;
  /** Taka, the order's server-computed total. */
  amount: number;
  currency: 'BDT';
}
export interface PaymentOrder {
  id: number;
  address: string;
}
export interface PaymentCustomer {
  name: string;
  email: string;
  phone: string;
}

/** A refund to ask of the gateway: our id of it (the same on every retry), how much, of which payment. */
export interface RefundRequest {
  refundId: string;
  amount: number;
  reason: string;
  payment: { transactionId: string; gatewayPayload: unknown };
}

/**
 * What the gateway said of a refund: the money is back (`refunded`), it took the request and the money
 * is on its way (`sent`, with its reference to ask about it later), or it refused (`failed`).
 */
export type RefundAnswer =
  | { state: 'refunded'; note: string }
  | { state: 'sent'; gatewayRef: string; note: string }
  | { state: 'failed'; note: string };

/** A payment provider: opens payment sessions, verifies the provider's callbacks, sends refunds. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'sslcommerz';
  /** The URL of the provider's payment page for this charge. Throws GatewayError when the provider fails. */
  createSession(charge: PaymentCharge, order: PaymentOrder, customer: PaymentCustomer): Promise<string>;
  /**
   * The routes the provider's callbacks arrive at (browser returns, notifications). Each verifies what it
   * receives with the provider before the payment changes (`recordPayment`, `recordNoPayment`).
   */
  callbackRoutes(app: App): Promise<void>;
  /** Asks the provider to give `request.amount` back. Throws GatewayError when it cannot be reached. */
  refund(request: RefundRequest): Promise<RefundAnswer>;
  /** Where a `sent` refund stands now. Throws GatewayError when the provider cannot be reached. */
  refundStatus(gatewayRef: string): Promise<RefundAnswer>;
}

/** The provider did not open a session (down, refused, answered nonsense). */
export class GatewayError extends Error {}
