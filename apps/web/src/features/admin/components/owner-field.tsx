import type { OwnerCandidate } from '@bhoj/contract';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { inputClasses } from '../../../components/form/field';
import { SelectField } from '../../../components/form/select-field';
import { useDebouncedValue } from '../../catalog/lib/use-debounced-value';
import { useOwnerCandidates } from '../api/get-owner-candidates';

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
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<OwnerCandidate | null>(null);
  const candidates = useOwnerCandidates(useDebouncedValue(search.trim(), 300));
  const found = candidates.data ?? [];
  const options =
    chosen && String(chosen.id) === value && !found.some((user) => user.id === chosen.id)
      ? [chosen, ...found]
      : found;

  const placeholder = candidates.isPending
    ? 'Loading users…'
    : found.length === 0
      ? search.trim()
        ? 'No user matches the search'
        : 'No user without a restaurant'
      : 'Select an owner';

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1.5 text-sm font-semibold text-stone-800">Owner</legend>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-stone-400"
        />
        <input
          type="search"
          aria-label="Find the owner by name or email"
          placeholder="Find by name or email"
          value={search}
          disabled={disabled}
          onChange={(event) => setSearch(event.currentTarget.value)}
          className={`${inputClasses} pl-10`}
        />
      </div>
      <SelectField
        label="Owner"
        labelClassName="sr-only"
        name="owner"
        value={value}
        disabled={disabled || !candidates.data}
        error={error ?? (candidates.isError ? 'The users could not be loaded.' : undefined)}
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
