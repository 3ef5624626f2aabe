import { paymentMethods, type CheckoutBody, type PaymentMethod } from '@bhoj/contract';
import { clsx } from 'clsx';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../../components/button';
import { Field } from '../../../components/form/field';
import { firstFormError } from '../../../lib/form-errors';

const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on delivery',
  online_payment: 'Online payment',
};

const fieldClass =
  'w-full rounded-xl border border-stone-300 bg-white px-3.5 text-base text-stone-900 outline-none transition-colors focus:border-brand-500 focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500';

/** Address and payment method; the button says Place order (cash) or Make Payment (online). */
export function CheckoutForm({
  onSubmit,
  submitting,
  error,
  blocked,
}: {
  onSubmit: (values: CheckoutBody) => void;
  submitting: boolean;
  /** The failed submit: its message is shown in red under the form. */
  error: unknown;
  /** Ordering is not possible right now (profile, hours, unavailable items): the button is disabled. */
  blocked: boolean;
}) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CheckoutBody>({ defaultValues: { address: '', payment_method: 'cash_on_delivery' } });
  const method = useWatch({ control, name: 'payment_method' });
  const serverError = firstFormError(error, ['address', 'payment_method', 'error']);

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) => onSubmit({ ...values, address: values.address.trim() }))}
      data-testid="checkout-form"
    >
      <Field id="checkout-address" label="Delivery address" error={errors.address?.message}>
        <textarea
          id="checkout-address"
          rows={3}
          required
          autoComplete="street-address"
          aria-invalid={errors.address ? true : undefined}
          aria-describedby={errors.address ? 'checkout-address-error' : undefined}
          className={clsx(fieldClass, 'py-2.5')}
          {...register('address', {
            validate: (value) => value.trim() !== '' || 'Address is required',
          })}
        />
      </Field>

      <Field id="checkout-payment" label="Payment method">
        <select
          id="checkout-payment"
          required
          className={clsx(fieldClass, 'h-11')}
          {...register('payment_method', { required: true })}
        >
          {paymentMethods.map((value) => (
            <option key={value} value={value}>
              {paymentMethodLabels[value]}
            </option>
          ))}
        </select>
      </Field>

      {serverError ? (
        <p role="alert" className="font-semibold text-red-700" data-testid="checkout-error">
          {serverError.message}
        </p>
      ) : null}

      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        disabled={blocked || submitting}
        data-testid="checkout-submit"
      >
        {submitLabel(method, submitting)}
      </Button>
    </form>
  );
}

function submitLabel(method: PaymentMethod, submitting: boolean): string {
  if (method === 'online_payment') return submitting ? 'Redirecting to payment…' : 'Make Payment';
  return submitting ? 'Placing order…' : 'Place order';
}
