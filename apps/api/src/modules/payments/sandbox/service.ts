import type { PaymentOutcome } from '@bhoj/contract';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import { notFound } from '../../../lib/errors.ts';
import { outcomeOf } from '../landing.ts';
import { markEnded, markPaid } from '../mark-paid.ts';
import { findPayment } from '../payment-lookup.ts';
import { sandboxPage } from './page.ts';

type SandboxAction = 'pay' | 'fail' | 'cancel';

/**
 * The built-in gateway's side: its payment page and what its buttons do. Being the gateway itself, it
 * needs no signature; transaction ids are unguessable.
 */
export function paymentsSandboxService(deps: AnnounceDeps) {
  const { db } = deps;
  return {
    /** The payment page (HTML), or null when there is no such payment. */
    async page(transactionId: string): Promise<string | null> {
      const payment = await findPayment(db, 'sandbox', transactionId);
      return payment ? sandboxPage(payment) : null;
    },

    /** Pays, fails or cancels an initiated payment; answers where the payment stands afterwards. */
    async act(transactionId: string, action: SandboxAction): Promise<PaymentOutcome> {
      const payment = await findPayment(db, 'sandbox', transactionId);
      if (!payment) throw notFound();
      if (payment.state === 'initiated') {
        if (action === 'pay') await markPaid(deps, transactionId, `sandbox:${transactionId}`);
        else await markEnded(db, transactionId, action === 'fail' ? 'failed' : 'cancelled');
      }
      const now = await findPayment(db, 'sandbox', transactionId);
      return outcomeOf(now!.state === 'initiated' ? 'failed' : now!.state);
    },
  };
}
