import { Search } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { inputClasses } from '../../../components/form/field';

export const SEARCH_DELAY_MS = 350;

/**
 * A search box kept in the URL as ?search=: typing applies once it pauses (or at once on Enter), and a
 * new search starts again at page 1. Back and forward bring the matching text back into the box.
 */
export function SearchBox({ label, placeholder }: { label: string; placeholder?: string }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const timer = useRef<number | undefined>(undefined);

  // The URL changed without typing (back, forward, a link): show its text.
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function apply(value: string) {
    window.clearTimeout(timer.current);
    const next = value.trim();
    setParams(
      (current) => {
        if ((current.get('search') ?? '') === next) return current;
        const updated = new URLSearchParams(current);
        if (next) updated.set('search', next);
        else updated.delete('search');
        updated.delete('page');
        return updated;
      },
      { replace: true },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    apply(text);
  }

  return (
    <form role="search" onSubmit={onSubmit} className="relative w-full sm:w-72">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-stone-400"
      />
      <input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setText(value);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => apply(value), SEARCH_DELAY_MS);
        }}
        className={`${inputClasses} pl-10`}
      />
    </form>
  );
}
