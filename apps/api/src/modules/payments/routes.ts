import { z } from 'zod';
import { BusinessError, PaymentAnswer, PaymentBody } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { forbidden } from '../../lib/errors.ts';
import { badRequest, conflict, guarded } from '../../lib/route-schema.ts';
import { IdempotencyHeaders } from '../orders/idempotency.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox/provider.ts';
import { paymentsService } from './service.ts';
import { sslcommerzProvider } from './sslcommerz/provider.ts';

const tags = ['payments'];

export async function paymentsRoutes(app: App, deps: Deps) {
  const provider: PaymentProvider =
    deps.config.payments.provider === 'sslcommerz' ? sslcommerzProvider(deps) : sandboxProvider(deps);
  const payments = paymentsService({ ...deps, provider });

  // Gateways call back with url-encoded forms (this module only).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/payment/:userId/',
    {
      config: { access: ['customer'], keepsPublicAnswers: true },
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

  await provider.callbackRoutes(app);
}
