import { z } from 'zod';
import { DetailError } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { notFound } from '../../../lib/errors.ts';
import { landingPath, outcomeOf } from '../landing.ts';
import { markEnded, markPaid } from '../mark-paid.ts';
import { findPayment } from '../payment-lookup.ts';
import type { PaymentProvider } from '../provider.ts';
import { notFoundPage, sandboxPage } from './page.ts';

const tags = ['payments'];
const TransactionParams = z.object({ transactionId: z.string().max(100) });
const ActionParams = TransactionParams.extend({ action: z.enum(['pay', 'fail', 'cancel']) });

/**
 * The built-in gateway: a payment page served by this API. Its buttons call back like a gateway's
 * browser return; being the gateway itself, it needs no signature. Transaction ids are unguessable.
 */
export function sandboxProvider({ config, db }: Pick<Deps, 'config' | 'db'>): PaymentProvider {
  return {
    name: 'sandbox',
    async createSession(charge) {
      return `${config.publicUrl}/api/payment/sandbox/${encodeURIComponent(charge.transactionId)}/`;
    },

    async callbackRoutes(app: App) {
      app.get(
        '/payment/sandbox/:transactionId/',
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'The sandbox payment page (HTML): Pay, Fail or Cancel',
            params: TransactionParams,
            produces: ['text/html'],
          },
        },
        async (request, reply) => {
          const payment = await findPayment(db, 'sandbox', request.params.transactionId);
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
          return payment ? sandboxPage(payment) : reply.code(404).send(notFoundPage);
        },
      );

      app.post(
        '/payment/sandbox/:transactionId/:action/',
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary:
              "The sandbox page's buttons: 303 to /order-history/ (paid) or /checkout/ (failed, cancelled)",
            params: ActionParams,
            response: { 303: z.null(), 404: DetailError },
          },
        },
        async (request, reply) => {
          const { transactionId, action } = request.params;
          const payment = await findPayment(db, 'sandbox', transactionId);
          if (!payment) throw notFound();
          if (payment.state === 'initiated') {
            if (action === 'pay') await markPaid(db, transactionId, `sandbox:${transactionId}`);
            else await markEnded(db, transactionId, action === 'fail' ? 'failed' : 'cancelled');
          }
          const now = await findPayment(db, 'sandbox', transactionId);
          return reply.redirect(
            landingPath(outcomeOf(now!.state === 'initiated' ? 'failed' : now!.state)),
            303,
          );
        },
      );
    },
  };
}
