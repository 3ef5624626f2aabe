import type { Profile } from '@bhoj/contract';
import type { UseFormReturn } from 'react-hook-form';
import { PhoneField } from '../../components/form/phone-field';
import { ReadOnlyField } from '../../components/form/read-only-field';
import { TextField } from '../../components/form/text-field';
import { useMessages } from '../../i18n';
import { checkoutMessages } from './messages';
import { type CheckoutValues, profileFieldErrors } from './use-checkout';

/**
 * Who the order is for: the email as it is, the name and phone editable here (saved to the profile when
 * the order is placed; the profile update's messages show at their fields).
 */
export function CustomerDetails({
  profile,
  form,
  error,
  disabled,
}: {
  profile: Profile;
  form: UseFormReturn<CheckoutValues>;
  /** The failed submit; a refused profile update is shown at its fields. */
  error: unknown;
  disabled: boolean;
}) {
  const t = useMessages(checkoutMessages);
  const { errors } = form.formState;
  const server = profileFieldErrors(error);
  const required = (message: string) => ({
    validate: (value: string) => value.trim() !== '' || message,
  });
  return (
    <fieldset className="space-y-3" disabled={disabled}>
      <legend className="mb-1 text-lg font-bold">{t('detailsLegend')}</legend>
      <p className="text-sm text-stone-600">{t('detailsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ReadOnlyField label={t('email')} value={profile.email} testId="checkout-email" />
        <PhoneField
          id="checkout-phone"
          label={t('phone')}
          autoComplete="tel"
          data-testid="checkout-phone"
          error={errors.phone_number?.message ?? server.phone_number}
          {...form.register('phone_number', required(t('phoneRequired')))}
        />
        <TextField
          id="checkout-first-name"
          label={t('firstName')}
          autoComplete="given-name"
          maxLength={150}
          data-testid="checkout-first-name"
          error={errors.first_name?.message ?? server.first_name}
          {...form.register('first_name', required(t('firstNameRequired')))}
        />
        <TextField
          id="checkout-last-name"
          label={t('lastName')}
          autoComplete="family-name"
          maxLength={150}
          data-testid="checkout-last-name"
          error={errors.last_name?.message ?? server.last_name}
          {...form.register('last_name', required(t('lastNameRequired')))}
        />
      </div>
    </fieldset>
  );
}

/** Checkout needs first name, last name and phone number. */
export function isProfileComplete(profile: Pick<Profile, 'first_name' | 'last_name' | 'phone_number'>) {
  return [profile.first_name, profile.last_name, profile.phone_number ?? ''].every(
    (value) => value.trim() !== '',
  );
}
