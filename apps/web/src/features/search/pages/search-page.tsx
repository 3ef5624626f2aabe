import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { usePageParam } from '../../../components/pagination';
import { useMessages } from '../../../i18n';
import { useSearchResults } from '../api/search-results';
import { SearchFilters } from '../components/search-filters';
import { FiltersToggle } from '../components/filters-toggle';
import { SearchForm } from '../components/search-form';
import { SearchResults } from '../components/search-results';
import {
  activeFilterCount,
  hasFilters,
  NO_FILTERS,
  nextSearch,
  readSearch,
  type SearchFilters as Filters,
} from '../lib/search-params';
import { searchMessages } from '../messages';

const LIST_ID = 'search-results';

/**
 * /search/?q=&category=&restaurant=&min_price=&max_price=&page=: every food the text finds, paged, with
 * filters. Everything it shows is read from the URL, so a link, reload, back and forward all keep it.
 */
export function SearchPage() {
  const t = useMessages(searchMessages);
  const [params, setParams] = useSearchParams();
  const { q, filters } = readSearch(params);
  const [page, setPage] = usePageParam(LIST_ID);
  const query = useSearchResults(q, filters, page);

  const search = (change: { q?: string; filters?: Filters }) => setParams(nextSearch(params, change));

  return (
    <section className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-labelledby="search-heading">
      <PageTitle title={q ? t('pageTitleFor', { q }) : t('pageTitle')} />
      <h1 id="search-heading" className="mb-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        {t('heading')}
      </h1>
      {/* Keyed by the URL's text and filters, so back and forward show what the URL now says. */}
      <SearchForm key={`q:${q}`} q={q} onSearch={(text) => search({ q: text })} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start">
        <FiltersToggle count={activeFilterCount(filters)}>
          <SearchFilters
            key={JSON.stringify(filters)}
            filters={filters}
            onApply={(next) => search({ filters: next })}
          />
        </FiltersToggle>
        <div id={LIST_ID} className="scroll-mt-24">
          <h2 className="sr-only">{t('resultsHeading')}</h2>
          <SearchResults
            q={q}
            query={query}
            page={page}
            filtered={hasFilters(filters)}
            onPageChange={setPage}
            onClearFilters={() => search({ filters: NO_FILTERS })}
          />
        </div>
      </div>
    </section>
  );
}
