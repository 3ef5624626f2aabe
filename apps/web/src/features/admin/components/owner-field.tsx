import type { OwnerCandidate } from '@bhoj/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { inputClasses } from '../../../components/form/field';
import { SelectField } from '../../../components/form/select-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useMessages } from '../../../i18n';
import { useOwnerCandidates } from '../api/get-owner-candidates';
import { adminMessages } from '../messages';

/**
 * The owner of a new restaurant: a select of the users who may own one (user-list/ answers at most 100),
 * with a search box above it to find anyone else by name or email. The chosen user stays selectable while
 * the search changes.
 */
export function OwnerField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: {
  /** The chosen user's id, as the select's value ('' for none). */
  value: string;
  /** The chosen id, or undefined for none (so the schema asks to choose one). */
  onChange: (value: string | undefined) => void;
  onBlur?: () => void;
  error?: string;
  disabled?: boolean;
}) {
  const t = useMessages(adminMessages);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<OwnerCandidate | null>(null);
  const candidates = useOwnerCandidates(useDebouncedValue(search.trim(), 300));
  const found = candidates.data ?? [];
  const options =
    chosen && String(chosen.id) === value && !found.some((user) => user.id === chosen.id)
      ? [chosen, ...found]
      : found;

  const placeholder = candidates.isPending
    ? t('loadingUsersOption')
    : found.length === 0
      ? search.trim()
        ? t('noUserMatchesSearch')
        : t('noUserWithoutRestaurant')
      : t('selectOwner');

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">{t('owner')}</legend>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-stone-400"
        />
        <input
          type="search"
          aria-label={t('findOwner')}
          placeholder={t('findOwnerPlaceholder')}
          value={search}
          disabled={disabled}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className={`${inputClasses} pl-10`}
        />
      </div>
      <SelectField
        label={t('owner')}
        labelClassName="sr-only"
        name="owner"
        value={value}
        disabled={disabled || !candidates.data}
        error={error ?? (candidates.isError ? t('usersLoadFailed') : undefined)}
        onBlur={onBlur}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setChosen(options.find((user) => String(user.id) === next) ?? null);
          onChange(next || undefined);
        }}
      >
        <option value="">{placeholder}</option>
        {options.map((user) => (
          <option key={user.id} value={String(user.id)}>
            {user.username} ({user.email})
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
