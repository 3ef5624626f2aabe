import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import { useMessages } from '../../../i18n';
import { paymentsMessages } from '../messages';

/**
 * Back from the payment page without paying (?payment=failed or cancelled). The server made the order
 * (and emptied the cart) before sending the customer to pay; the order waits for its payment, and its card
 * in the order history offers Retry payment, Pay cash on delivery instead and Cancel.
 */
export function PaymentReturnNotice({ outcome }: { outcome: string | null }) {
  const t = useMessages(paymentsMessages);
  if (outcome !== 'failed' && outcome !== 'cancelled') return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
      data-testid="payment-not-completed"
    >
      <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {t('notCompleted')}
        {outcome === 'cancelled' ? t('cancelled') : t('failed')} {t('savedUnpaid')}{' '}
        <Link to="/order-history/" className="font-semibold underline">
          {t('seeOrders')}
        </Link>
      </p>
    </div>
  );
}
