import { Loader2, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FoodImage } from '../../../components/food-image';
import { Sheet } from '../../../components/sheet';
import { useFormat, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { useSearchFoods } from '../api/search-foods';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import type { SearchFood } from '@bhoj/contract';
import { searchPanelMessages } from './messages';

/** How long typing must pause before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

/**
 * The side search panel opened from the header. It searches as you type (after a 200 ms pause) and lists
 * image, name and price. The input is a combobox: the arrow keys move through the results, Enter opens
 * the highlighted food, or without one the search page with every result (so does the link under the
 * results), Escape closes the panel. Choosing a result closes the panel.
 */
export function SearchPanel({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(searchPanelMessages);
  return (
    <Sheet open={open} onOpenChange={onOpenChange} side="right" title={t('title')} className="sm:w-[26rem]">
      {/* Mounted only while open: every opening starts with an empty search. */}
      <SearchBox onChosen={() => onOpenChange(false)} />
    </Sheet>
  );
}

/** The search page of `text`: /search/?q=text. */
export const searchPageUrl = (text: string) => `/search/?${new URLSearchParams({ q: text.trim() })}`;

function SearchBox({ onChosen }: { onChosen: () => void }) {
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const navigate = useNavigate();
  const t = useMessages(searchPanelMessages);
  const { formatNumber } = useFormat();
  const [text, setText] = useState('');
  const searched = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Every answer is cached under its own text; `search` only ever holds the answer for `searched`.
  const search = useSearchFoods(searched);
  // The highlighted result belongs to the text it was chosen for; new text starts with none.
  const [highlight, setHighlight] = useState({ text: '', index: -1 });
  const active = highlight.text === searched ? highlight.index : -1;

  const typing = text.trim() !== searched;
  const results = searched && search.data ? search.data.results : [];
  const showList = !typing && results.length > 0;

  function choose(result: SearchFood) {
    onChosen();
    void navigate(`/food/${result.slug}/`);
  }

  function move(index: number) {
    setHighlight({ text: searched, index });
    document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  }

  function seeAll() {
    onChosen();
    void navigate(searchPageUrl(text));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      const result = showList ? results[active] : undefined;
      if (result) choose(result);
      else if (text.trim()) seeAll();
      else return;
    } else if (!showList) return;
    else if (event.key === 'ArrowDown') move(active >= results.length - 1 ? 0 : active + 1);
    else if (event.key === 'ArrowUp') move(active <= 0 ? results.length - 1 : active - 1);
    else return;
    event.preventDefault();
  }

  const noneFound = t('noneFound');
  let status: string;
  if (!text.trim()) status = t('prompt');
  else if (typing || search.isPending) status = t('searching');
  else if (search.isError) status = t('failed');
  else if (results.length === 0) status = noneFound;
  else if (search.data && search.data.count > results.length) {
    const { count, count_is_exact } = search.data;
    const total = count_is_exact ? formatNumber(count) : `${formatNumber(count)}+`;
    status = t('showingSome', { shown: formatNumber(results.length), total });
  } else status = t('found', { count: results.length });

  return (
    <div className="space-y-4 p-4" data-testid="search-panel">
      <label htmlFor={inputId} className="sr-only">
        {t('title')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4.5 -translate-y-1/2 text-stone-400"
        />
        <input
          id={inputId}
          type="search"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          // Focus starts in the field, so typing can begin at once.
          autoFocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-10 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
          data-testid="search-input"
        />
        {text.trim() && (typing || search.isFetching) ? (
          <Loader2
            aria-hidden="true"
            className="absolute top-1/2 right-3 size-4.5 -translate-y-1/2 animate-spin text-brand-600"
            data-testid="search-loading"
          />
        ) : null}
      </div>

      <p
        role="status"
        className={status === noneFound ? 'font-semibold text-stone-800' : 'text-sm text-stone-600'}
        data-testid="search-status"
      >
        {status}
      </p>

      <ul id={listId} role="listbox" aria-label={t('resultsLabel')} hidden={!showList} className="space-y-1">
        {showList
          ? results.map((result, index) => (
              <li
                key={result.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => (index === active ? undefined : setHighlight({ text: searched, index }))}
                onClick={() => choose(result)}
                className="flex cursor-pointer items-center gap-3 rounded-xl p-2 aria-selected:bg-brand-50 aria-selected:ring-1 aria-selected:ring-brand-300"
                data-testid="search-result"
              >
                <FoodImage
                  src={result.image}
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg"
                />
                <span className="min-w-0 flex-1">
                  {/* Names wrap rather than end in "…": on a phone the whole name must be readable. */}
                  <span className="block font-semibold break-words text-stone-900">{result.name}</span>
                  <span className="block text-xs break-words text-stone-500">
                    {[result.category_name, result.restaurant_name].filter(Boolean).join(' · ')}
                  </span>
                </span>
                <span className="shrink-0 text-sm font-bold text-brand-700">{formatMoney(result.price)}</span>
              </li>
            ))
          : null}
      </ul>

      {text.trim() && !typing && !search.isPending ? (
        <Link
          to={searchPageUrl(searched)}
          onClick={onChosen}
          className="block rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-center font-semibold text-brand-800 hover:bg-brand-100 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          data-testid="search-see-all"
        >
          {t('seeAll', { q: searched })}
        </Link>
      ) : null}
    </div>
  );
}
