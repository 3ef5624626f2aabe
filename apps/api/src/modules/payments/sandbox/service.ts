import type { PaymentOutcome } from '@bhoj/contract';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import { notFound } from '../../../lib/errors.ts';
import { outcomeOf } from '../landing.ts';
import { findPayment } from '../payment-lookup.ts';
import { recordNoPayment, recordPayment, type RefundKick } from '../record-payment.ts';
import { sandboxPage } from './page.ts';

type SandboxAction = 'pay' | 'fail' | 'cancel';

/**
 * The built-in gateway's side: its payment page and what its buttons do. Being the gateway itself, it
 * needs no signature; transaction ids are unguessable.
 */
export function paymentsSandboxService(deps: AnnounceDeps & RefundKick) {
  const { db } = deps;
  return {
    /** The payment page (HTML), or null when there is no such payment. */
    async page(transactionId: string): Promise<string | null> {
      const payment = await findPayment(db, 'sandbox', transactionId);
      return payment ? sandboxPage(payment) : null;
    },

    /**
     * Pay takes the money (the order's payment, or late and refunded when the order no longer takes it);
     * Fail and Cancel end a payment still open. Answers where the payment stands afterwards.
     */
    async act(transactionId: string, action: SandboxAction): Promise<PaymentOutcome> {
      if (!(await findPayment(db, 'sandbox', transactionId))) throw notFound();
      if (action === 'pay') {
        await recordPayment(deps, transactionId, { gatewayRef: `sandbox:${transactionId}` });
      } else {
        await recordNoPayment(db, transactionId, action === 'fail' ? 'failed' : 'cancelled');
      }
      const now = await findPayment(db, 'sandbox', transactionId);
      return outcomeOf(now!.state);
    },
  };
}
