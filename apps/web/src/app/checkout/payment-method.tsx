import { paymentMethods } from '@bhoj/contract';
import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../components/form/select-field';
import { useMessages } from '../../i18n';
import { checkoutMessages } from './messages';
import type { CheckoutValues } from './use-checkout';

/** The spec's payment select: cash_on_delivery or online_payment. */
export function PaymentMethodField({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const t = useMessages(checkoutMessages);
  return (
    <SelectField
      id="checkout-payment"
      label={t('paymentMethod')}
      required
      {...form.register('payment_method', { required: true })}
    >
      {paymentMethods.map((value) => (
        <option key={value} value={value}>
          {t(value)}
        </option>
      ))}
    </SelectField>
  );
}
