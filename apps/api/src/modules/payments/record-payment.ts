import type { Db } from '../../db/client.ts';
import { endPayment, type Proof, type Settled, settlePayment } from '../ledger/payment-moves.ts';
import { type AnnounceDeps, announceOnBoard } from '../orders/tickets/announce.ts';

/** Refunds owed are sent soon after they are written (`refundSender`), not only at its next round. */
export interface RefundKick {
  refundsOwed(): void;
}

/**
 * Money a gateway vouched for, recorded in one transaction (`settlePayment`): once paid, the order's
 * tickets reach the restaurants' boards (order.created, the receipt); once late, its refund is sent.
 */
export async function recordPayment(
  deps: AnnounceDeps & RefundKick,
  transactionId: string,
  proof: Proof,
): Promise<Settled> {
  const { settled, orderId } = await deps.db.transaction((tx) => settlePayment(tx, transactionId, proof));
  if (settled === 'paid') void announceOnBoard(deps, orderId);
  if (settled === 'late') deps.refundsOwed();
  return settled;
}

/** The gateway says the payment took no money (failed, canceled at its page): an initiated one ends. */
export const recordNoPayment = (db: Db, transactionId: string, state: 'failed' | 'cancelled') =>
  db.transaction((tx) => endPayment(tx, transactionId, state));
