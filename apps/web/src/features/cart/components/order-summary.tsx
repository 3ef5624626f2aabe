import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { cartMessages } from '../messages';

function Row({
  label,
  note,
  amount,
  testId,
  strong = false,
}: {
  label: string;
  note?: string;
  amount: number;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div className={clsx('flex items-baseline justify-between gap-4 py-2', strong && 'text-lg font-bold')}>
      <dt>
        {label}
        {note ? <span className="block text-xs font-normal text-stone-500">{note}</span> : null}
      </dt>
      <dd className="tabular-nums" data-testid={testId}>
        {formatMoney(amount)}
      </dd>
    </div>
  );
}

/** Subtotal, delivery fee and total, as the server computed them: the fees are shown before ordering. */
export function OrderSummary({
  subtotal,
  deliveryFee,
  total,
  children,
}: {
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** What comes above the figures (the items, on the checkout page). */
  children?: ReactNode;
}) {
  const t = useMessages(cartMessages);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="mb-3 text-lg font-bold">
        {t('orderSummary')}
      </h2>
      {children}
      <dl className="divide-y divide-stone-100 text-stone-800">
        <Row label={t('subtotal')} amount={subtotal} testId="summary-subtotal" />
        <Row
          label={t('deliveryFee')}
          note={t('feeOncePerRestaurant')}
          amount={deliveryFee}
          testId="summary-delivery-fee"
        />
        <Row label={t('total')} amount={total} testId="summary-total" strong />
      </dl>
    </section>
  );
}
