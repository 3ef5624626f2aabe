import type { PaymentMethod } from '@bhoj/contract';
import { Button } from '../../components/button';
import { useMessages } from '../../i18n';
import { firstFormError } from '../../lib/form-errors';
import { formatMoney } from '../../lib/money';
import { checkoutMessages } from './messages';
import { ProfileNotSaved, profileFieldErrors } from './use-checkout';

/**
 * The total and the submit button: on a phone a bar stuck to the bottom of the screen (the summary
 * scrolls above it), on a wide screen the button under the form. A failed submit's message is shown here
 * in red, unless it belongs at the name and phone fields.
 */
export function CheckoutBar({
  total,
  method,
  submitting,
  blocked,
  error,
}: {
  total: number;
  method: PaymentMethod;
  submitting: boolean;
  blocked: boolean;
  error: unknown;
}) {
  const t = useMessages(checkoutMessages);
  const reason = error instanceof ProfileNotSaved ? error.reason : error;
  const shown = firstFormError(reason, ['address', 'payment_method', 'error']);
  const atFields = Object.keys(profileFieldErrors(error)).length > 0;
  let label: string;
  if (method === 'online_payment') label = submitting ? t('redirecting') : t('makePayment');
  else label = submitting ? t('placingOrder') : t('placeOrder');

  return (
    <div
      className="sticky bottom-0 z-20 -mx-4 border-t border-stone-200 bg-white/95 px-4 py-3 shadow-[0_-6px_16px_rgb(0_0_0/0.08)] backdrop-blur sm:-mx-6 sm:px-6 lg:static lg:col-start-1 lg:row-start-2 lg:mx-0 lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none lg:backdrop-blur-none"
      data-testid="checkout-bar"
    >
      {shown && !atFields ? (
        <p role="alert" className="mb-2 font-semibold text-red-700" data-testid="checkout-error">
          {shown.message}
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-4">
        <p className="lg:hidden">
          <span className="block text-xs text-stone-600">{t('total')}</span>
          <span className="text-lg font-bold tabular-nums" data-testid="checkout-bar-total">
            {formatMoney(total)}
          </span>
        </p>
        <Button
          type="submit"
          size="lg"
          className="max-lg:flex-1 max-lg:max-w-64"
          disabled={blocked || submitting}
          data-testid="checkout-submit"
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
