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

/** A payment provider: opens a payment session and verifies the provider's callbacks. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'sslcommerz';
  /** The URL of the provider's payment page for this charge. Throws GatewayError when the provider fails. */
  createSession(charge: PaymentCharge, order: PaymentOrder, customer: PaymentCustomer): Promise<string>;
  /**
   * The routes the provider's callbacks arrive at (browser returns, notifications). Each verifies what it
   * receives with the provider before calling markPaid.
   */
  callbackRoutes(app: App): Promise<void>;
}

/** The provider did not open a session (down, refused, answered nonsense). */
export class GatewayError extends Error {}
