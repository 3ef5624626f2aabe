import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useLocation, useSearchParams } from 'react-router';
import { useMessages } from '../../../i18n';
import { ordersMessages } from '../messages';

/**
 * What brought the customer to their orders: a cash order just placed, a payment just made
 * (?payment=success), or money that arrived after its order stopped taking it (?payment=refund: it is
 * refunded whole, and the order's card lists the refund).
 */
export function ArrivalNotice() {
  const t = useMessages(ordersMessages);
  const [searchParams] = useSearchParams();
  const placed = (useLocation().state as { placedOrder?: number } | null)?.placedOrder;
  const payment = searchParams.get('payment');
  if (payment === 'refund') {
    return (
      <div
        role="status"
        className="flex gap-2.5 rounded-xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        data-testid="order-notice"
        data-notice="refund"
      >
        <RotateCcw aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          <strong className="font-semibold">{t('paymentLateTitle')}</strong> {t('paymentLateRefunded')}
        </p>
      </div>
    );
  }
  let message: string | null = null;
  if (payment === 'success') message = t('paymentReceived');
  else if (placed !== undefined) message = t('orderPlaced', { id: String(placed) });
  if (!message) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-xl border border-green-200 bg-green-50 p-4 font-semibold text-green-800"
      data-testid="order-notice"
    >
      <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />
      {message}
    </p>
  );
}
