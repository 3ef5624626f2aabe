import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { type Order, ORDERING_MESSAGES, type PaymentAnswer, type PaymentBody } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import { orders, payments, users } from '../../db/schema/index.ts';
import { businessError } from '../../lib/errors.ts';
import { type CheckoutDeps, ordersCheckoutService, type PlacedOrder } from '../orders/checkout-service.ts';
import { endOpenPayments } from '../ledger/payment-moves.ts';
import { lockCustomerOrder, requireAwaitingPayment } from '../orders/customer-order.ts';
import { announceOnBoard } from '../orders/tickets/announce.ts';
import { landingPath, outcomeOf } from './landing.ts';
import { GatewayError, type PaymentProvider } from './provider.ts';

/** "<order id>-<18 hex digits>": unique, unguessable, and within SSLCommerz's 30 characters. */
const newTransactionId = (orderId: number) => `${orderId}-${randomBytes(9).toString('hex')}`;

/** Online payment: the order and its payment, opened with `provider`. */
export function paymentsService(deps: CheckoutDeps & { provider: PaymentProvider }) {
  const { db, config, log, provider } = deps;
  const checkout = ordersCheckoutService(deps);
  const landingUrl = (state: Parameters<typeof outcomeOf>[0]) =>
    `${config.publicUrl}${landingPath(outcomeOf(state))}`;

  /** Inside the order's transaction: the payment row, then the provider's session. A failure undoes both. */
  async function openPayment(tx: Tx, userId: number, order: PlacedOrder): Promise<string> {
    const charge = {
      transactionId: newTransactionId(order.id),
      amount: order.total,
      currency: 'BDT' as const,
    };
    const [customer] = await tx
      .select({ first: users.firstName, last: users.lastName, email: users.email, phone: users.phoneNumber })
      .from(users)
      .where(eq(users.id, userId));
    const [payment] = await tx
      .insert(payments)
      .values({ orderId: order.id, provider: provider.name, ...charge })
      .returning({ id: payments.id });
    let redirectUrl: string;
    try {
      redirectUrl = await provider.createSession(charge, order, {
        name: `${customer!.first} ${customer!.last}`,
        email: customer!.email,
        phone: customer!.phone ?? '',
      });
    } catch (err) {
      if (err instanceof GatewayError) {
        log.warn({ err, orderId: order.id }, 'payment session could not be opened');
        throw businessError(502, ORDERING_MESSAGES.gatewayDown);
      }
      throw err;
    }
    await tx
      .update(payments)
      .set({ gatewayPayload: { redirect_url: redirectUrl } })
      .where(eq(payments.id, payment!.id));
    return redirectUrl;
  }

  /** A repeated payment call: where its first answer's payment stands now. */
  async function resume(order: Order): Promise<string> {
    const [payment] = await db
      .select({ state: payments.state, payload: payments.gatewayPayload })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.id))
      .limit(1);
    if (!payment) throw businessError(409, ORDERING_MESSAGES.keyReused);
    if (payment.state !== 'initiated') return landingUrl(payment.state);
    return (payment.payload as { redirect_url: string }).redirect_url;
  }

  /** Checks and changes an awaiting-payment order of the customer in one transaction. */
  const withAwaitingOrder = <T>(
    userId: number,
    orderId: number,
    change: (tx: Tx, order: PlacedOrder) => Promise<T>,
  ) =>
    db.transaction(async (tx) => {
      const { order } = await lockCustomerOrder(tx, userId, orderId);
      requireAwaitingPayment(order);
      await endOpenPayments(tx, orderId);
      return change(tx, order);
    });

  return {
    /**
     * Retry payment: the same order (its tickets, its total) gets a new payment at the gateway; any
     * payment still open for it ends, so the order is paid once.
     */
    async retry(userId: number, orderId: number): Promise<PaymentAnswer> {
      const redirect_url = await withAwaitingOrder(userId, orderId, (tx, order) =>
        openPayment(tx, userId, order),
      );
      return { redirect_url };
    },

    /** Pay cash on delivery instead: the order becomes a cash order and reaches the restaurants' boards. */
    async payCash(userId: number, orderId: number): Promise<void> {
      await withAwaitingOrder(userId, orderId, (tx) =>
        tx.update(orders).set({ paymentMethod: 'cash_on_delivery' }).where(eq(orders.id, orderId)),
      );
      void announceOnBoard(deps, orderId);
    },

    /**
     * Online checkout: the order is made exactly as POST orders/ makes it (same transaction, the cart
     * emptied), unpaid, with a payment of the order's total; the answer is the provider's page.
     */
    async start(userId: number, body: PaymentBody, key?: string): Promise<PaymentAnswer> {
      let redirectUrl = '';
      const { order, created } = await checkout.place(
        userId,
        { address: body.address, payment_method: 'online_payment' },
        key,
        async (tx, placed) => {
          redirectUrl = await openPayment(tx, userId, placed);
        },
      );
      return { redirect_url: created ? redirectUrl : await resume(order) };
    },
  };
}
