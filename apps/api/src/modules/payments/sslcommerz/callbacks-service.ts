import type { PaymentOutcome } from '@bhoj/contract';
import { businessError, HttpError, notFound } from '../../../lib/errors.ts';
import type { Settled } from '../../ledger/payment-moves.ts';
import { outcomeOf } from '../landing.ts';
import { findPayment } from '../payment-lookup.ts';
import { recordNoPayment } from '../record-payment.ts';
import type { SslcommerzClient, SslcommerzStore } from './client.ts';
import { type ConfirmDeps, confirmNoPayment, confirmPayment } from './confirm.ts';
import { hasValidSignature } from './signature.ts';

/** A callback form: SSLCommerz posts url-encoded text fields. */
type CallbackForm = Record<string, string>;

const ENDED = { FAILED: 'failed', CANCELLED: 'cancelled', UNATTEMPTED: 'failed', EXPIRED: 'failed' } as const;

/** The IPN's answer: the money is the order's, was already, or is kept aside to refund; or an end recorded. */
export type IpnStatus = 'paid' | 'already-paid' | 'refund' | 'recorded';
const IPN_STATUS: Record<Exclude<Settled, 'unknown'>, IpnStatus> = {
  paid: 'paid',
  'already-paid': 'already-paid',
  late: 'refund',
  'already-late': 'refund',
};

export interface SslcommerzGateway {
  client: SslcommerzClient;
  store: SslcommerzStore;
}

/** What SSLCommerz's callbacks bring: each is checked with the gateway before a payment changes. */
export function paymentsSslcommerzService(deps: ConfirmDeps & SslcommerzGateway) {
  const { db, log, client, store } = deps;
  return {
    /**
     * The IPN: verify_sign checked (over the transaction id, and the status when it reports no money),
     * then, for money, the validation API asked before anything is recorded.
     */
    async notify(form: CallbackForm): Promise<{ status: IpnStatus }> {
      const ended = ENDED[form.status as keyof typeof ENDED];
      if (!hasValidSignature(form, store.storePassword, ended ? ['status'] : [])) {
        throw businessError(400, 'Invalid signature.');
      }
      const payment = await findPayment(db, 'sslcommerz', form.tran_id!);
      if (!payment) throw notFound();
      if (ended) {
        await recordNoPayment(db, payment.transactionId, ended);
        return { status: 'recorded' };
      }
      const confirmed = await confirmPayment(deps, client, payment, form.val_id);
      if (confirmed.ok) return { status: IPN_STATUS[confirmed.result] };
      log.warn({ transactionId: payment.transactionId, reason: confirmed.reason }, 'IPN not confirmed');
      // Unreachable gateway: a 5xx makes SSLCommerz send the IPN again later.
      if (confirmed.unreachable) throw new HttpError(502, { error: 'The gateway could not be reached.' });
      throw businessError(400, 'The gateway did not confirm this payment.');
    },

    /** The browser's return after paying: the money is recorded once the validation API confirms it. */
    async paid(form: CallbackForm): Promise<PaymentOutcome> {
      const { tran_id: transactionId = '', val_id: valId } = form;
      const payment = await findPayment(db, 'sslcommerz', transactionId);
      const confirmed = payment ? await confirmPayment(deps, client, payment, valId) : null;
      if (!confirmed?.ok) {
        log.warn({ transactionId, confirmed }, 'payment return not confirmed');
        return 'failed';
      }
      return IPN_STATUS[confirmed.result] === 'refund' ? 'refund' : 'success';
    },

    /**
     * The browser's return after a failed or cancelled payment. It is not signed, so it changes nothing
     * by itself: the gateway's transaction query says what happened (`confirmNoPayment`). Answers where
     * the payment stands then.
     */
    async ended(form: CallbackForm, said: 'failed' | 'cancelled'): Promise<PaymentOutcome> {
      const payment = await findPayment(db, 'sslcommerz', form.tran_id ?? '');
      if (!payment) return said;
      await confirmNoPayment(deps, client, payment);
      const now = await findPayment(db, 'sslcommerz', payment.transactionId);
      return now!.state === 'initiated' ? said : outcomeOf(now!.state);
    },
  };
}
