import { ADDRESS_MAX_LENGTH, type SavedAddress } from '@bhoj/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextAreaField } from '../../components/form/textarea-field';
import { useMessages } from '../../i18n';
import { AddressChoice } from '../../features/addresses/components/address-choice';
import { checkoutMessages } from './messages';
import type { CheckoutValues } from './use-checkout';

/**
 * Where the order goes: the address text (the spec's field), prefilled with the default saved address.
 * With saved addresses, radio cards above it fill it in; the card whose text it holds is the one chosen,
 * so typing over it moves the choice to A new address.
 */
export function DeliveryAddress({
  form,
  addresses,
}: {
  form: UseFormReturn<CheckoutValues>;
  addresses: readonly SavedAddress[];
}) {
  const t = useMessages(checkoutMessages);
  const address = useWatch({ control: form.control, name: 'address' });
  const chosen = addresses.find((saved) => saved.text === address.trim())?.id ?? 'new';
  const field = (
    <TextAreaField
      id="checkout-address"
      label={t('deliveryAddress')}
      rows={3}
      required
      maxLength={ADDRESS_MAX_LENGTH}
      autoComplete="street-address"
      className="[&_textarea]:min-h-20"
      error={form.formState.errors.address?.message}
      {...form.register('address', {
        validate: (value) => value.trim() !== '' || t('addressRequired'),
      })}
    />
  );
  if (addresses.length === 0) return field;
  return (
    <AddressChoice
      addresses={addresses}
      value={chosen}
      onChange={(value) => {
        const text = value === 'new' ? '' : (addresses.find((saved) => saved.id === value)?.text ?? '');
        form.setValue('address', text, { shouldValidate: form.formState.isSubmitted });
        if (value === 'new') form.setFocus('address');
      }}
    >
      {field}
    </AddressChoice>
  );
}
