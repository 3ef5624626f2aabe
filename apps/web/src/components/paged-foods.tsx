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
  loadingLabel = 'Loading foods',
}: {
  query: UseQueryResult<Paged<Food>>;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Extra content under a card's price, e.g. a link to its category. */
  renderExtra?: (food: Food) => ReactNode;
  loadingLabel?: string;
}) {
  const [params] = useSearchParams();
  const columns = columnsFor(pageSize);

  if (query.isPending) return <CardGridSkeleton count={pageSize} columns={columns} label={loadingLabel} />;

  if (query.isError) {
    if (isInvalidPage(query.error)) {
      const firstPage = new URLSearchParams(params);
      firstPage.delete('page');
      const search = firstPage.toString();
      return (
        <EmptyState title={`There is no page ${page} here.`}>
          <p className="text-stone-600">The list is shorter than that — it may have changed.</p>
          <Link to={{ search: search ? `?${search}` : '' }} className={buttonClasses()}>
            Go to page 1
          </Link>
        </EmptyState>
      );
    }
    return (
      <ErrorState
        message="Something went wrong while loading the foods."
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const { count, results } = query.data;
  if (count === 0 || results.length === 0) return <EmptyState title="No Data Found" />;

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
