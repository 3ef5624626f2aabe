import type { Profile } from '@bhoj/contract';
import { useId } from 'react';

const readOnlyInput =
  'h-11 w-full rounded-xl border border-stone-200 bg-stone-100 px-3.5 text-base text-stone-700 outline-none';

function ReadOnlyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <input id={id} readOnly value={value} className={readOnlyInput} data-testid={testId} />
    </div>
  );
}

/** Who the order is for, read from the profile: read-only here, changed on the profile page. */
export function CustomerDetails({ profile }: { profile: Profile }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-bold">Your details</legend>
      <ReadOnlyField label="Email" value={profile.email} testId="checkout-email" />
      <ReadOnlyField label="Phone" value={profile.phone_number ?? ''} testId="checkout-phone" />
      <ReadOnlyField label="First name" value={profile.first_name} testId="checkout-first-name" />
      <ReadOnlyField label="Last name" value={profile.last_name} testId="checkout-last-name" />
    </fieldset>
  );
}

/** Checkout needs first name, last name and phone number on the profile. */
export function isProfileComplete(profile: Profile): boolean {
  return [profile.first_name, profile.last_name, profile.phone_number ?? ''].every(
    (value) => value.trim() !== '',
  );
}
