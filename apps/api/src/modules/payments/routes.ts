import { z } from 'zod';
import {
  BusinessError,
  FieldErrors,
  OrderCard,
  OrderIdParams,
  PaymentAnswer,
  PaymentBody,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { ordersService } from '../orders/service.ts';
import { IdempotencyHeaders } from '../orders/idempotency.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox/provider.ts';
import { startExpirySweep } from './expiry.ts';
import { refundSender } from './refunds/sender.ts';
import { paymentsService } from './service.ts';
import { sslcommerzProvider } from './sslcommerz/provider.ts';

const tags = ['payments'];

export async function paymentsRoutes(app: App, deps: Deps) {
  // The provider's callbacks tell the sender of refunds owed; the sender sends them through the provider.
  const withKick = { ...deps, refundsOwed: () => refunds.refundsOwed() };
  const provider: PaymentProvider =
    deps.config.payments.provider === 'sslcommerz' ? sslcommerzProvider(withKick) : sandboxProvider(withKick);
  const refunds = refundSender({ ...deps, provider });
  const payments = paymentsService({ ...deps, provider });
  const orders = ordersService(deps);

  // Gateways call back with url-encoded forms (this module only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/payment/:userId/',
    {
      config: { access: ['customer'] },
      // Before the body is validated: a payment for someone else is refused whatever it holds.
      preValidation: async (request) => {
        const { userId } = request.params as { userId: string };
        if (userId !== String(requireUser(request).id)) throw forbidden();
      },
      schema: {
        tags,
        summary: 'Pay online: places the order (unpaid) and answers the payment page to send the browser to',
        description:
          'The order is made exactly as POST orders/ makes it (the cart is emptied) and charged at the ' +
          "server's total; total_amount in the body is ignored. It becomes Paid once the gateway's answer " +
          'is verified. A repeat with the same Idempotency-Key answers the same payment.',
        params: z.object({ userId: z.string().describe('Your own user id') }),
        headers: IdempotencyHeaders,
        body: PaymentBody,
        response: { 200: PaymentAnswer, ...badRequest, ...guarded, ...conflict, 502: BusinessError },
      },
    },
    (request) => payments.start(requireUser(request).id, request.body, request.headers['idempotency-key']),
  );

  const recovery = {
    params: OrderIdParams,
    response: { 400: FieldErrors, ...guarded, ...notFoundAnswer, ...conflict, 502: BusinessError },
  };
  app.post(
    '/orders/:id/retry-payment/',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: 'Pay an order awaiting its payment again: answers a new payment page for the same order',
        description: '409 when the order is not an unpaid, uncanceled online order.',
        ...recovery,
        response: { 200: PaymentAnswer, ...recovery.response },
      },
    },
    (request) => payments.retry(requireUser(request).id, request.params.id),
  );

  app.post(
    '/orders/:id/pay-cash/',
    {
      config: { access: ['customer'] },
      schema: {
        tags,
        summary: 'Pay an order awaiting its payment in cash on delivery instead',
        description:
          'The order becomes cash on delivery and reaches the restaurants (order.created); 409 when it is ' +
          'not an unpaid, uncanceled online order.',
        ...recovery,
        response: { 200: OrderCard, ...recovery.response },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      await payments.payCash(userId, request.params.id);
      return orders.card(userId, request.params.id);
    },
  );

  await provider.callbackRoutes(app);

  const stopSweep = startExpirySweep(deps);
  const stopRefunds = refunds.start();
  app.addHook('onClose', async () => {
    stopSweep();
    await stopRefunds();
  });
}
