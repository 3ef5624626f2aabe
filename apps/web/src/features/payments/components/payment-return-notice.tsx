import { CreditCard } from 'lucide-react';
import { Link } from 'react-router';

/**
 * Back from the payment page without paying (?payment=failed or cancelled). The server made the order
 * (and emptied the cart) before sending the customer to pay; the order waits for its payment, and its card
 * in the order history offers Retry payment, Pay cash on delivery instead and Cancel.
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
        unpaid and waits for its payment: retry it, pay cash on delivery instead, or cancel the order (its
        foods go back into your cart).{' '}
        <Link to="/order-history/" className="font-semibold underline">
          See your orders
        </Link>
      </p>
    </div>
  );
}
