import { z } from 'zod';
import { BusinessError, DetailError } from '@bhoj/contract';
import type { App } from '../../../deps.ts';
import type { Db } from '../../../db/client.ts';
import { businessError, HttpError, notFound } from '../../../lib/errors.ts';
import { landingPath } from '../landing.ts';
import { markEnded } from '../mark-paid.ts';
import { findPayment } from '../payment-lookup.ts';
import type { SslcommerzClient, SslcommerzStore } from './client.ts';
import { confirmPayment } from './confirm.ts';
import { hasValidSignature } from './signature.ts';

const tags = ['payments'];
/** SSLCommerz posts url-encoded forms of text fields. */
const CallbackForm = z.record(z.string(), z.string());
const ENDED = { FAILED: 'failed', CANCELLED: 'cancelled', UNATTEMPTED: 'failed', EXPIRED: 'failed' } as const;

interface Deps {
  db: Db;
  client: SslcommerzClient;
  store: SslcommerzStore;
}

export async function sslcommerzRoutes(app: App, { db, client, store }: Deps) {
  const browserReturn = { 303: z.null() };

  app.post(
    '/payment/sslcommerz/ipn/',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "SSLCommerz's IPN: verify_sign checked, then the validation API asked, before marking paid",
        consumes: ['application/x-www-form-urlencoded'],
        body: CallbackForm,
        response: {
          200: z.object({ status: z.enum(['paid', 'already-paid', 'recorded']) }),
          400: BusinessError,
          404: DetailError,
          502: BusinessError,
        },
      },
    },
    async (request) => {
      const form = request.body;
      if (!hasValidSignature(form, store.storePassword)) throw businessError(400, 'Invalid signature.');
      const payment = await findPayment(db, 'sslcommerz', form.tran_id!);
      if (!payment) throw notFound();
      const ended = ENDED[form.status as keyof typeof ENDED];
      if (ended) {
        await markEnded(db, payment.transactionId, ended);
        return { status: 'recorded' as const };
      }
      const confirmed = await confirmPayment(db, client, payment, form.val_id);
      if (confirmed.ok) return { status: confirmed.result };
      request.log.warn(
        { transactionId: payment.transactionId, reason: confirmed.reason },
        'IPN not confirmed',
      );
      // Unreachable gateway: a 5xx makes SSLCommerz send the IPN again later.
      if (confirmed.unreachable) throw new HttpError(502, { error: 'The gateway could not be reached.' });
      throw businessError(400, 'The gateway did not confirm this payment.');
    },
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
    async (request, reply) => {
      const { tran_id: transactionId = '', val_id: valId } = request.body;
      const payment = await findPayment(db, 'sslcommerz', transactionId);
      const confirmed = payment ? await confirmPayment(db, client, payment, valId) : null;
      if (!confirmed?.ok) request.log.warn({ transactionId, confirmed }, 'payment return not confirmed');
      return reply.redirect(landingPath(confirmed?.ok ? 'success' : 'failed'), 303);
    },
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
          summary: `Browser return after a ${state} payment: 303 to /checkout/?payment=${state}`,
          consumes: ['application/x-www-form-urlencoded'],
          body: CallbackForm,
          response: browserReturn,
        },
      },
      async (request, reply) => {
        // Only an initiated payment changes; a paid one (its IPN already verified) stays paid.
        const transactionId = request.body.tran_id ?? '';
        await markEnded(db, transactionId, state);
        const payment = await findPayment(db, 'sslcommerz', transactionId);
        return reply.redirect(landingPath(payment?.state === 'paid' ? 'success' : state), 303);
      },
    );
  }
}
