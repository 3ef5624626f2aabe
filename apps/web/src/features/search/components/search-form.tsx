import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { searchMessages } from '../messages';

/** The page's own search field: submitting it searches the new text with the filters kept. */
export function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useMessages(searchMessages);
  const [text, setText] = useState(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text);
  }

  return (
    <form role="search" onSubmit={submit} className="flex gap-2" data-testid="search-page-form">
      <label htmlFor="search-page-input" className="sr-only">
        {t('searchLabel')}
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-400"
        />
        <input
          id="search-page-input"
          type="search"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={t('searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-3 pl-10 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          data-testid="search-page-input"
        />
      </div>
      <Button type="submit" className="h-11">
        {t('searchButton')}
      </Button>
    </form>
  );
}
