import { z } from 'zod';
import { BusinessError, DetailError } from '@bhoj/contract';
import type { App } from '../../../deps.ts';
import { landingPath } from '../landing.ts';
import { type SslcommerzGateway, paymentsSslcommerzService } from './callbacks-service.ts';
import type { ConfirmDeps } from './confirm.ts';

const tags = ['payments'];
/** SSLCommerz posts url-encoded forms of text fields. */
const CallbackForm = z.record(z.string(), z.string());
const browserReturn = { 303: z.null() };

export async function sslcommerzRoutes(app: App, deps: ConfirmDeps & SslcommerzGateway) {
  const callbacks = paymentsSslcommerzService(deps);

  app.post(
    '/payment/sslcommerz/ipn/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "SSLCommerz's IPN: verify_sign checked, then the validation API asked, before recording money",
        description:
          'paid: the order is paid now; already-paid: it was, by this payment; refund: the order no longer ' +
          'takes this payment (canceled, cash, paid otherwise, ended), so the money is kept aside and ' +
          'refunded; recorded: a signed failure or cancellation ended the payment.',
        consumes: ['application/x-www-form-urlencoded'],
        body: CallbackForm,
        response: {
          200: z.object({ status: z.enum(['paid', 'already-paid', 'refund', 'recorded']) }),
          400: BusinessError,
          404: DetailError,
          502: BusinessError,
        },
      },
    },
    (request) => callbacks.notify(request.body),
  );

  app.post(
    '/payment/sslcommerz/success/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Browser return after paying: validated with SSLCommerz, then 303 to /order-history/',
        consumes: ['application/x-www-form-urlencoded'],
        body: CallbackForm,
        response: browserReturn,
      },
    },
    async (request, reply) => reply.redirect(landingPath(await callbacks.paid(request.body)), 303),
  );

  for (const [name, state] of [
    ['fail', 'failed'],
    ['cancel', 'cancelled'],
  ] as const) {
    app.post(
      `/payment/sslcommerz/${name}/`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: `Browser return after a ${state} payment: checked with the gateway's transaction query, then 303`,
          description:
            'The return is not signed: the payment changes only as the gateway says (no money: it ends; ' +
            'money: paid, or refunded when the order no longer takes it). 303 to /checkout/?payment=… or ' +
            '/order-history/?payment=success|refund.',
          consumes: ['application/x-www-form-urlencoded'],
          body: CallbackForm,
          response: browserReturn,
        },
      },
      async (request, reply) => reply.redirect(landingPath(await callbacks.ended(request.body, state)), 303),
    );
  }
}
