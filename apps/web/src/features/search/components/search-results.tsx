import type { SearchPageAnswer } from '@bhoj/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FoodCard } from '../../../components/food-card';
import { CardGrid, CardGridSkeleton } from '../../../components/food-grid';
import { Pagination } from '../../../components/pagination';
import { useFormat, useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { isInvalidPage } from '../../../lib/is-invalid-page';
import { SEARCH_PAGE_SIZE } from '../api/search-results';
import { searchMessages } from '../messages';

/** The results with every state: loading, failure, a bad link, a page past the end, none, the cards. */
export function SearchResults({
  q,
  query,
  page,
  filtered,
  onPageChange,
  onClearFilters,
}: {
  q: string;
  query: UseQueryResult<SearchPageAnswer>;
  page: number;
  filtered: boolean;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}) {
  const t = useMessages(searchMessages);
  const { formatNumber } = useFormat();

  if (!q) return <EmptyState title={t('startTyping')} />;
  if (query.isPending) return <CardGridSkeleton count={SEARCH_PAGE_SIZE} columns={4} label={t('loading')} />;

  if (query.isError) {
    if (isInvalidPage(query.error)) {
      return (
        <EmptyState title={t('invalidPage', { page })}>
          <Button onClick={() => onPageChange(1)}>{t('firstPage')}</Button>
        </EmptyState>
      );
    }
    // A 400 is a link whose filters the API refuses (typed into the address bar): retrying cannot help.
    if (query.error instanceof ApiError && query.error.status === 400) {
      return (
        <EmptyState title={t('badLink')}>
          <Button onClick={onClearFilters}>{t('clear')}</Button>
        </EmptyState>
      );
    }
    return (
      <ErrorState message={t('error')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }

  const { count, count_is_exact, also_searched, results } = query.data;
  if (results.length === 0) {
    return (
      <EmptyState title={t('emptyTitle', { q })}>
        <p className="text-stone-600">{filtered ? t('emptyWithFilters') : t('emptyHint')}</p>
        {filtered ? (
          <Button onClick={onClearFilters} data-testid="empty-clear-filters">
            {t('clear')}
          </Button>
        ) : null}
      </EmptyState>
    );
  }

  return (
    <>
      <div className="mb-4 space-y-1" aria-live="polite">
        <p className="font-semibold text-stone-800" data-testid="search-count">
          {count_is_exact ? t('count', { count }) : t('countCapped', { count: formatNumber(count) })}
        </p>
        {also_searched.length > 0 ? (
          <p className="text-sm text-stone-600" data-testid="search-also">
            {t('alsoSearched', { words: also_searched.join(', ') })}
          </p>
        ) : null}
      </div>
      <CardGrid columns={4}>
        {results.map((food, index) => (
          <li key={food.id}>
            <FoodCard food={{ ...food, is_available: true }} eager={index === 0} />
          </li>
        ))}
      </CardGrid>
      <Pagination
        count={count}
        pageSize={SEARCH_PAGE_SIZE}
        page={page}
        onPageChange={onPageChange}
        label={t('pages')}
      />
    </>
  );
}
