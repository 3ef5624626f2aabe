import type { OrderRefund } from '@bhoj/contract';
import { useId } from 'react';
import { useMessages } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { refundMessages } from './messages';
import { RefundStateBadge } from './refund-state-badge';
import { type RefundVoice, useRefundWords } from './use-refund-words';

/**
 * An order's refunds (docs/ORDERS-AND-PAYMENTS.md): per refund its amount, what it repays, why, and where
 * it stands, in the customer's words or support's. Nothing when the order has none.
 */
export function OrderRefunds({ refunds, voice }: { refunds: readonly OrderRefund[]; voice: RefundVoice }) {
  const t = useMessages(refundMessages);
  const words = useRefundWords(voice);
  const headingId = useId();
  if (refunds.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 border-t border-stone-200 pt-3"
      data-testid="order-refunds"
    >
      <h3 id={headingId} className="font-semibold text-stone-900">
        {t('title')}
      </h3>
      <ul className="space-y-2">
        {refunds.map((refund) => (
          <li
            key={refund.id}
            className="space-y-1.5 rounded-xl bg-stone-50 p-3 text-sm"
            data-testid="order-refund"
            data-refund-id={refund.id}
          >
            <p className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium text-stone-900" data-testid="refund-purpose">
                {words.purpose(refund)}
              </span>
              <span className="font-semibold tabular-nums text-stone-900" data-testid="refund-amount">
                {formatMoney(refund.amount)}
              </span>
            </p>
            <p className="break-words text-stone-600" data-testid="refund-reason">
              {words.reason(refund)}
            </p>
            <RefundStateBadge refund={refund} voice={voice} />
          </li>
        ))}
      </ul>
    </section>
  );
}
