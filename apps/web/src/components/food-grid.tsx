import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';
import { Skeleton } from './skeleton';

export type GridColumns = 3 | 4 | 5;

/** 1 column on the smallest phones, 2 from 420 px, 3 from 768 px, then up to `columns` on wide screens. */
const gridClasses: Record<GridColumns, string> = {
  3: 'grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:gap-6',
  4: 'grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-6',
  5: 'grid grid-cols-1 gap-5 min-[420px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 lg:gap-6 xl:grid-cols-5',
};

/** How many columns suit a page of `pageSize` cards: 6 fill two rows of 3, 10 two rows of 5. */
export function columnsFor(pageSize: number): GridColumns {
  if (pageSize % 5 === 0) return 5;
  if (pageSize % 3 === 0) return 3;
  return 4;
}

/** A responsive grid of cards. */
export function CardGrid({
  children,
  columns = 4,
  className,
}: {
  children: ReactNode;
  columns?: GridColumns;
  className?: string;
}) {
  return <ul className={clsx(gridClasses[columns], className)}>{children}</ul>;
}

/** Stand-ins for a grid of cards while it loads. */
export function CardGridSkeleton({
  count = 8,
  columns = 4,
  label,
}: {
  count?: number;
  columns?: GridColumns;
  label?: string;
}) {
  const t = useMessages(componentMessages);
  return (
    <div role="status" aria-label={label ?? t('loading')} aria-busy="true" data-testid="grid-skeleton">
      <div className={gridClasses[columns]}>
        {Array.from({ length: count }, (_, index) => (
          <FoodCardSkeleton key={index} />
        ))}
      </div>
    </div>
  );
}

/** The grey shape of a food card while it loads: picture, name and price. */
export function FoodCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-stone-200/70">
      <Skeleton className="aspect-[4/3] rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/4" />
        <Skeleton className="h-4 w-1/3" />
      </div>
    </div>
  );
}
