import type { AdminRefund } from '@bhoj/contract';
import { RefundStateBadge } from '../../../components/refunds/refund-state-badge';
import { useRefundWords } from '../../../components/refunds/use-refund-words';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { PROVIDER_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';
import { CardCell, CardRow } from './card-table';
import { DateTime } from './date-time-cell';
import { RefundActions } from './refund-actions';

/** The refunds table's headings, by column: they label the cells on a phone. */
export function useRefundColumns() {
  const t = useMessages(adminMessages);
  return {
    order: t('orderColumn'),
    customer: t('customer'),
    amount: t('amount'),
    purpose: t('refundFor'),
    reason: t('reason'),
    state: t('refundState'),
    created: t('created'),
    gateway: t('gateway'),
    note: t('note'),
    actions: t('actions'),
  };
}

/**
 * One refund of the admin's list: order, customer, amount, what it repays and why, where it stands, when
 * it was owed, the gateway and payment it goes back through, what the gateway or an admin noted, and the
 * actions.
 */
export function AdminRefundRow({
  refund,
  columns,
  onMark,
}: {
  refund: AdminRefund;
  columns: ReturnType<typeof useRefundColumns>;
  onMark: () => void;
}) {
  const t = useMessages(adminMessages);
  const words = useRefundWords('support');
  const provider = PROVIDER_LABEL[refund.provider];
  return (
    <CardRow testId="admin-refund-row">
      <CardCell label={columns.order} primary className="whitespace-nowrap">
        {t('order', { number: `#${refund.order}` })}
      </CardCell>
      <CardCell label={columns.customer}>
        <span className="font-medium">{refund.username}</span>
        <span className="block break-all text-xs text-stone-500">{refund.email}</span>
      </CardCell>
      <CardCell label={columns.amount} className="whitespace-nowrap tabular-nums">
        {formatMoney(refund.amount)}
      </CardCell>
      <CardCell label={columns.purpose}>{words.purpose(refund)}</CardCell>
      <CardCell label={columns.reason} className="break-words sm:max-w-56">
        {words.reason(refund)}
      </CardCell>
      <CardCell label={columns.state}>
        <RefundStateBadge refund={refund} voice="support" />
      </CardCell>
      <CardCell label={columns.created}>
        <DateTime iso={refund.created_at} />
      </CardCell>
      <CardCell label={columns.gateway}>
        {provider ? t(provider) : refund.provider}
        <span className="block break-all text-xs text-stone-500">{refund.payment_transaction}</span>
      </CardCell>
      <CardCell label={columns.note} className="break-words sm:max-w-56">
        {refund.note || '—'}
        {refund.refunded_by_admin ? (
          <span className="block text-xs text-stone-500">{t('markedByAdmin')}</span>
        ) : null}
      </CardCell>
      <CardCell label={columns.actions} actions>
        <RefundActions refund={refund} onMark={onMark} />
      </CardCell>
    </CardRow>
  );
}
