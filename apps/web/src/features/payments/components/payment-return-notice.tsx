import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Back from the payment page without paying (?payment=failed or cancelled). The server made the order
 * (and emptied the cart) before sending the customer to pay; the order stays there, unpaid and Pending.
 */
export function PaymentReturnNotice({ outcome }: { outcome: string | null }) {
  if (outcome !== 'failed' && outcome !== 'cancelled') return null;
  return (
    <div
      role="alert"
      className="flex gap-2.5 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800"
      data-testid="payment-not-completed"
    >
      <CreditCard aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        Your payment was not completed
        {outcome === 'cancelled' ? ': it was cancelled.' : ': the payment failed.'} Your order is saved as
        unpaid and stays Pending; you can pay cash on delivery.{' '}
        <Link to="/order-history/" className="font-semibold underline">
          See your orders
        </Link>
      </p>
    </div>
  );
}
