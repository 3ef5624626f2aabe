import type { PaymentOutcome } from '@bhoj/contract';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import { businessError, HttpError, notFound } from '../../../lib/errors.ts';
import { markEnded } from '../mark-paid.ts';
import { findPayment } from '../payment-lookup.ts';
import type { SslcommerzClient, SslcommerzStore } from './client.ts';
import { confirmPayment } from './confirm.ts';
import { hasValidSignature } from './signature.ts';

/** A callback form: SSLCommerz posts url-encoded text fields. */
type CallbackForm = Record<string, string>;
type Ended = 'failed' | 'cancelled';

const ENDED = { FAILED: 'failed', CANCELLED: 'cancelled', UNATTEMPTED: 'failed', EXPIRED: 'failed' } as const;

export interface SslcommerzGateway {
  client: SslcommerzClient;
  store: SslcommerzStore;
}

/** What SSLCommerz's callbacks bring: each is checked with the gateway before a payment changes. */
export function paymentsSslcommerzService(deps: AnnounceDeps & SslcommerzGateway) {
  const { db, log, client, store } = deps;
  return {
    /** The IPN: verify_sign checked, then the validation API asked, before marking paid. */
    async notify(form: CallbackForm): Promise<{ status: 'paid' | 'already-paid' | 'recorded' }> {
      if (!hasValidSignature(form, store.storePassword)) throw businessError(400, 'Invalid signature.');
      const payment = await findPayment(db, 'sslcommerz', form.tran_id!);
      if (!payment) throw notFound();
      const ended = ENDED[form.status as keyof typeof ENDED];
      if (ended) {
        await markEnded(db, payment.transactionId, ended);
        return { status: 'recorded' };
      }
      const confirmed = await confirmPayment(deps, client, payment, form.val_id);
      if (confirmed.ok) return { status: confirmed.result };
      log.warn({ transactionId: payment.transactionId, reason: confirmed.reason }, 'IPN not confirmed');
      // Unreachable gateway: a 5xx makes SSLCommerz send the IPN again later.
      if (confirmed.unreachable) throw new HttpError(502, { error: 'The gateway could not be reached.' });
      throw businessError(400, 'The gateway did not confirm this payment.');
    },

    /** The browser's return after paying: paid once the validation API confirms it. */
    async paid(form: CallbackForm): Promise<PaymentOutcome> {
      const { tran_id: transactionId = '', val_id: valId } = form;
      const payment = await findPayment(db, 'sslcommerz', transactionId);
      const confirmed = payment ? await confirmPayment(deps, client, payment, valId) : null;
      if (!confirmed?.ok) log.warn({ transactionId, confirmed }, 'payment return not confirmed');
      return confirmed?.ok ? 'success' : 'failed';
    },

    /** The browser's return after a failed or cancelled payment. Only an initiated payment changes. */
    async ended(form: CallbackForm, state: Ended): Promise<PaymentOutcome> {
      const transactionId = form.tran_id ?? '';
      await markEnded(db, transactionId, state);
      // A paid one (its IPN already verified) stays paid.
      const payment = await findPayment(db, 'sslcommerz', transactionId);
      return payment?.state === 'paid' ? 'success' : state;
    },
  };
}
