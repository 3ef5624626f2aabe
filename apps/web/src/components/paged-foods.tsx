import type { Food, Paged } from '@bhoj/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { FoodCard } from './food-card';
import { CardGrid, CardGridSkeleton, columnsFor } from './food-grid';
import { Pagination } from './pagination';
import { isInvalidPage } from '../lib/is-invalid-page';
import { useFormat, useMessages } from '../i18n';
import { componentMessages } from './messages';

/**
 * One page of a paged food list with all its states: skeleton cards while loading, 'No Data Found' when
 * the list is empty, a retry on failure, a way back to page 1 for a page past the end, else the cards and
 * the page buttons.
 */
export function PagedFoods({
  query,
  page,
  pageSize,
  onPageChange,
  renderExtra,
  loadingLabel,
}: {
  query: UseQueryResult<Paged<Food>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Extra content under a card's price, e.g. a link to its category. */
  renderExtra?: (food: Food) => ReactNode;
  loadingLabel?: string;
}) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  const [params] = useSearchParams();
  const columns = columnsFor(pageSize);

  if (query.isPending)
    return <CardGridSkeleton count={pageSize} columns={columns} label={loadingLabel ?? t('loadingFoods')} />;

  if (query.isError) {
    if (isInvalidPage(query.error)) {
      const firstPage = new URLSearchParams(params);
      firstPage.delete('page');
      const search = firstPage.toString();
      return (
        <EmptyState title={t('noSuchPage', { page: formatNumber(page) })}>
          <p className="text-stone-600">{t('listShorter')}</p>
          <Link to={{ search: search ? `?${search}` : '' }} className={buttonClasses()}>
            {t('goToFirstPage')}
          </Link>
        </EmptyState>
      );
    }
    return (
      <ErrorState
        message={t('foodsFailed')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { count, results } = query.data;
  if (count === 0 || results.length === 0) return <EmptyState title={t('noData')} />;

  return (
    <>
      <CardGrid columns={columns}>
        {results.map((food, index) => (
          <li key={food.id}>
            {/* The first card's picture is the largest thing on a phone's first screen. */}
            <FoodCard food={food} eager={index === 0}>
              {renderExtra?.(food)}
            </FoodCard>
          </li>
        ))}
      </CardGrid>
      <Pagination count={count} pageSize={pageSize} page={page} onPageChange={onPageChange} />
    </>
  );
}
