import type { SavedAddress } from '@bhoj/contract';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useMessages } from '../../../i18n';
import { addressesMessages } from '../messages';
import { AddressSummary } from './address-summary';

/** Which address an order goes to: a saved address's id, or 'new' for one typed in. */
export type AddressChoiceValue = number | 'new';

const card =
  'flex cursor-pointer gap-3 rounded-xl border p-3.5 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300';

/** Radio cards of the saved addresses and A new address, above `children` (the address field they fill). */
export function AddressChoice({
  addresses,
  value,
  onChange,
  disabled,
  children,
}: {
  addresses: readonly SavedAddress[];
  value: AddressChoiceValue;
  onChange: (value: AddressChoiceValue) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const t = useMessages(addressesMessages);
  const option = (key: AddressChoiceValue, content: ReactNode) => (
    <label
      key={key}
      className={clsx(
        card,
        value === key
          ? 'border-brand-600 bg-brand-50/60'
          : 'border-stone-200 bg-white hover:border-stone-300',
      )}
      data-testid="address-option"
      data-address-id={key}
    >
      <input
        type="radio"
        name="checkout-address-choice"
        className="mt-1 size-4 shrink-0 accent-brand-600"
        checked={value === key}
        disabled={disabled}
        onChange={() => onChange(key)}
      />
      {content}
    </label>
  );

  return (
    <fieldset className="space-y-3" data-testid="address-choice">
      <legend className="mb-3 text-lg font-bold">{t('chooseLegend')}</legend>
      {addresses.map((address) => option(address.id, <AddressSummary address={address} />))}
      {option(
        'new',
        <span className="block">
          <span className="block font-semibold text-stone-900">{t('newAddress')}</span>
          <span className="block text-sm text-stone-600">{t('newAddressHint')}</span>
        </span>,
      )}
      {children}
    </fieldset>
  );
}
