import { z } from 'zod';
import { PageQuery, paged } from './common.ts';
import { requiredText } from './fields.ts';

/**
 * Where a refund stands: owed (`due`), being asked of the gateway (`sending`), taken by the gateway and
 * on its way (`sent`), back with the customer (`refunded`), refused by the gateway (`failed`: support
 * looks at it), or owed no more (`void`: the canceled ticket it repaid was restored first).
 */
export const refundStates = ['due', 'sending', 'sent', 'refunded', 'failed', 'void'] as const;
export const RefundState = z.enum(refundStates);
export type RefundState = z.infer<typeof RefundState>;

/** Why money that arrived is not kept (a late payment's refund reason). */
export const LATE_PAYMENT_REASONS = {
  canceled: 'The payment arrived after the order was canceled.',
  cash: 'The payment arrived after the order was switched to cash on delivery.',
  alreadyPaid: 'The order was already paid by another payment.',
  ended: 'The payment arrived after it had ended (replaced by a newer payment, or reported failed).',
  expired: 'The payment arrived after its time ran out.',
} as const;

export const REFUND_MESSAGES = {
  restoreAfterRefund: 'This ticket’s refund has already gone to the gateway; it cannot be restored.',
  notOnBoard: 'This order is waiting for its online payment: it cannot be moved yet.',
  cannotMarkRefunded: 'Only a refund that is owed, failed or on its way can be marked refunded.',
  cannotRetry: 'Only a failed refund can be sent again.',
} as const;

const DateTime = z.iso.datetime();

/** A refund as the customer sees it on their order. */
export const OrderRefund = z.object({
  id: z.number().int(),
  amount: z.number(),
  reason: z.string(),
  state: RefundState,
  /** The canceled ticket it repays ("#1042-2"); null: a late payment, refunded whole. */
  ticket: z.string().nullable(),
  created_at: DateTime,
  refunded_at: DateTime.nullable(),
});
export type OrderRefund = z.infer<typeof OrderRefund>;

/** A refund in the admin's list: whose, which order, which gateway, what the gateway said. */
export const AdminRefund = OrderRefund.extend({
  order: z.number().int(),
  username: z.string(),
  email: z.string(),
  provider: z.string(),
  /** The payment's transaction id at the gateway. */
  payment_transaction: z.string(),
  /** What the gateway last said, or the note of whoever marked it refunded. */
  note: z.string(),
  /** Whether it was marked refunded by an admin (not by the gateway). */
  refunded_by_admin: z.boolean(),
});
export type AdminRefund = z.infer<typeof AdminRefund>;
export const PagedAdminRefunds = paged(AdminRefund);

export const AdminRefundsQuery = PageQuery.extend({
  state: z
    .enum(refundStates, { error: `Choose a state: ${refundStates.join(', ')}.` })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type AdminRefundsQuery = z.infer<typeof AdminRefundsQuery>;

export const REFUND_NOTE_MAX_LENGTH = 300;
/** Marking a refund refunded by hand (a bank transfer, the gateway's own panel): how, in words. */
export const MarkRefundedBody = z.object({
  note: requiredText('Note', REFUND_NOTE_MAX_LENGTH, { dropNul: true }),
});
export type MarkRefundedBody = z.infer<typeof MarkRefundedBody>;
