import { formatAmount } from '../../../lib/money.ts';
import { GatewayError, type PaymentProvider, type RefundAnswer } from '../provider.ts';
import type { RefundAnswer as GatewayAnswer, SslcommerzClient } from './client.ts';

/** SSLCommerz limits a refund's remarks; ours are a sentence. */
const REMARKS_MAX = 250;

/**
 * What the refund and refund query APIs said. `APIConnect` other than DONE: FAILED is the gateway's own
 * trouble (asked again later); INVALID_REQUEST and INACTIVE will not change by asking again.
 */
function readRefund(answer: GatewayAnswer): RefundAnswer {
  const connect = String(answer.APIConnect);
  if (connect === 'FAILED') throw new GatewayError('SSLCommerz refund API failed');
  const reason = String(answer.errorReason ?? '');
  if (connect !== 'DONE') return { state: 'failed', note: `SSLCommerz: ${connect} ${reason}`.trim() };
  const ref = typeof answer.refund_ref_id === 'string' ? answer.refund_ref_id : '';
  switch (answer.status) {
    case 'refunded':
      return { state: 'refunded', note: 'SSLCommerz: refunded' };
    case 'success':
    case 'processing':
      if (ref) return { state: 'sent', gatewayRef: ref, note: `SSLCommerz: ${answer.status}` };
      return { state: 'failed', note: 'SSLCommerz took the refund without a refund_ref_id' };
    default:
      return { state: 'failed', note: `SSLCommerz: ${String(answer.status)} ${reason}`.trim() };
  }
}

/** Refunds through SSLCommerz's refund API, of the bank transaction its validation answer named. */
export function sslcommerzRefunds(
  client: SslcommerzClient,
): Pick<PaymentProvider, 'refund' | 'refundStatus'> {
  return {
    async refund(request) {
      const payload = request.payment.gatewayPayload as { bank_tran_id?: unknown } | null;
      const bankTranId = payload?.bank_tran_id;
      if (typeof bankTranId !== 'string' || !bankTranId) {
        return { state: 'failed', note: 'The payment has no bank transaction id to refund.' };
      }
      const answer = await client.refund({
        bank_tran_id: bankTranId,
        refund_trans_id: request.refundId,
        refund_amount: formatAmount(request.amount),
        refund_remarks: request.reason.slice(0, REMARKS_MAX),
        refe_id: request.payment.transactionId,
      });
      return readRefund(answer);
    },
    refundStatus: async (gatewayRef) => readRefund(await client.refundQuery(gatewayRef)),
  };
}
