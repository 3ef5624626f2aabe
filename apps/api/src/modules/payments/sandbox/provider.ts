import { z } from 'zod';
import { DetailError } from '@bhoj/contract';
import type { App } from '../../../deps.ts';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import type { RefundKick } from '../record-payment.ts';
import { landingPath } from '../landing.ts';
import type { PaymentProvider } from '../provider.ts';
import { notFoundPage } from './page.ts';
import { paymentsSandboxService } from './service.ts';

const tags = ['payments'];
const TransactionParams = z.object({ transactionId: z.string().max(100) });
const SANDBOX_REFUND_NOTE = 'Sandbox: no money moved.';
const ActionParams = TransactionParams.extend({ action: z.enum(['pay', 'fail', 'cancel']) });

/** The built-in gateway: a payment page served by this API, whose buttons call back like a gateway's. */
export function sandboxProvider(deps: AnnounceDeps & RefundKick): PaymentProvider {
  const { config } = deps;
  const sandbox = paymentsSandboxService(deps);
  return {
    name: 'sandbox',
    async createSession(charge) {
      return `${config.publicUrl}/api/payment/sandbox/${encodeURIComponent(charge.transactionId)}/`;
    },

    // No money moved in the first place: a refund is done when asked for.
    refund: async () => ({ state: 'refunded', note: SANDBOX_REFUND_NOTE }),
    refundStatus: async () => ({ state: 'refunded', note: SANDBOX_REFUND_NOTE }),

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
          const page = await sandbox.page(request.params.transactionId);
          reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
          return page ?? reply.code(404).send(notFoundPage);
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
          return reply.redirect(landingPath(await sandbox.act(transactionId, action)), 303);
        },
      );
    },
  };
}
