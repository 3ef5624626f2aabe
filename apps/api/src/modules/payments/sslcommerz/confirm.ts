import { parseAmount, poisha } from '../../../lib/money.ts';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import { markPaid, type MarkPaidResult } from '../mark-paid.ts';
import type { FoundPayment } from '../payment-lookup.ts';
import { GatewayError } from '../provider.ts';
import type { SslcommerzClient, ValidationAnswer } from './client.ts';

export type Confirmation =
  | { ok: true; result: Exclude<MarkPaidResult, 'unknown'> }
  | { ok: false; reason: string; unreachable?: boolean };

/** What the validation API must say before a payment counts: valid, this transaction, this amount, BDT. */
function mismatch(answer: ValidationAnswer, payment: FoundPayment): string | null {
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return `status ${String(answer.status)}`;
  if (answer.tran_id !== payment.transactionId) return 'another transaction';
  if (parseAmount(answer.amount) !== poisha(payment.amount)) return `amount ${String(answer.amount)}`;
  const currencies = [answer.currency, answer.currency_type].filter((c) => c !== undefined);
  if (!currencies.length || currencies.some((c) => c !== payment.currency)) return 'another currency';
  return null;
}

/** Asks SSLCommerz about `valId`; marks the payment paid only when the gateway vouches for it. */
export async function confirmPayment(
  deps: AnnounceDeps,
  client: SslcommerzClient,
  payment: FoundPayment,
  valId: string | undefined,
): Promise<Confirmation> {
  if (!valId) return { ok: false, reason: 'no val_id' };
  let answer: ValidationAnswer;
  try {
    answer = await client.validate(valId);
  } catch (err) {
    if (err instanceof GatewayError) return { ok: false, reason: err.message, unreachable: true };
    throw err;
  }
  const wrong = mismatch(answer, payment);
  if (wrong) return { ok: false, reason: wrong };
  const result = await markPaid(deps, payment.transactionId, valId, answer);
  return result === 'unknown' ? { ok: false, reason: 'unknown transaction' } : { ok: true, result };
}
