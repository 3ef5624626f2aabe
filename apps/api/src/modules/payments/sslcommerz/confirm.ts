import { parseAmount, poisha } from '../../../lib/money.ts';
import type { Settled } from '../../ledger/payment-moves.ts';
import type { AnnounceDeps } from '../../orders/tickets/announce.ts';
import type { FoundPayment } from '../payment-lookup.ts';
import { GatewayError } from '../provider.ts';
import { recordNoPayment, recordPayment, type RefundKick } from '../record-payment.ts';
import type { SslcommerzClient, ValidationAnswer } from './client.ts';

export type ConfirmDeps = AnnounceDeps & RefundKick;
export type Confirmation =
  { ok: true; result: Exclude<Settled, 'unknown'> } | { ok: false; reason: string; unreachable?: boolean };

/** The gateway's statuses of an attempt that took the money, and of one that took none. */
const TOOK_MONEY = new Set(['VALID', 'VALIDATED']);
const TOOK_NONE = new Set(['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED']);

/** What the gateway must say before money counts: taken, this transaction, this amount, BDT. */
function mismatch(answer: ValidationAnswer, payment: FoundPayment): string | null {
  if (!TOOK_MONEY.has(String(answer.status))) return `status ${String(answer.status)}`;
  if (answer.tran_id !== payment.transactionId) return 'another transaction';
  if (parseAmount(answer.amount) !== poisha(payment.amount)) return `amount ${String(answer.amount)}`;
  const currencies = [answer.currency, answer.currency_type].filter((c) => c !== undefined);
  if (!currencies.length || currencies.some((c) => c !== payment.currency)) return 'another currency';
  return null;
}

/** A gateway call that may fail to reach it: unreachable is reported, not thrown. */
async function ask<T>(call: () => Promise<T>): Promise<T | { unreachable: string }> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof GatewayError) return { unreachable: err.message };
    throw err;
  }
}
const isUnreachable = (value: unknown): value is { unreachable: string } =>
  typeof value === 'object' && value !== null && 'unreachable' in value;

/** Asks SSLCommerz about `valId`; records the money only when the gateway vouches for it. */
export async function confirmPayment(
  deps: ConfirmDeps,
  client: SslcommerzClient,
  payment: FoundPayment,
  valId: string | undefined,
): Promise<Confirmation> {
  if (!valId) return { ok: false, reason: 'no val_id' };
  const answer = await ask(() => client.validate(valId));
  if (isUnreachable(answer)) return { ok: false, reason: answer.unreachable, unreachable: true };
  const wrong = mismatch(answer, payment);
  if (wrong) return { ok: false, reason: wrong };
  const result = await recordPayment(deps, payment.transactionId, { gatewayRef: valId, payload: answer });
  return result === 'unknown' ? { ok: false, reason: 'unknown transaction' } : { ok: true, result };
}

/**
 * An unsigned word that a payment took no money (the browser's fail or cancel return): the gateway's
 * transaction query decides. Money it vouches for is recorded (paid, or late); when every attempt it
 * knows of took none, the payment ends (cancelled when the gateway says so, else failed); otherwise, or
 * when the gateway cannot be reached, nothing changes.
 */
export async function confirmNoPayment(deps: ConfirmDeps, client: SslcommerzClient, payment: FoundPayment) {
  const attempts = await ask(() => client.transactions(payment.transactionId));
  if (isUnreachable(attempts)) return;
  const paid = attempts.find((attempt) => !mismatch(attempt, payment));
  if (paid && typeof paid.val_id === 'string') {
    await recordPayment(deps, payment.transactionId, { gatewayRef: paid.val_id, payload: paid });
    return;
  }
  const mine = attempts.filter((attempt) => attempt.tran_id === payment.transactionId);
  if (!mine.length || !mine.every((attempt) => TOOK_NONE.has(String(attempt.status)))) return;
  const canceled = mine.some((attempt) => attempt.status === 'CANCELLED');
  await recordNoPayment(deps.db, payment.transactionId, canceled ? 'cancelled' : 'failed');
}
