import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { StackedTable as BaseStackedTable } from '../stacked-table';

const headClass = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-500 uppercase';

/**
 * The stacked table in a dashboard Panel: rows turn into cards below the sm width, so it fits a phone
 * without scrolling sideways; from sm it scrolls sideways below `minWidth`. The last column, the row's
 * actions, sits at the right. Rows and cells carry explicit roles (role="row", role="cell") to stay a
 * table for screen readers while displayed as blocks.
 */
export function StackedTable({
  columns,
  testId,
  minWidth,
  children,
}: {
  columns: readonly string[];
  testId: string;
  /** From the sm width, below this width the table scrolls sideways. */
  minWidth?: string;
  children: ReactNode;
}) {
  const headed = columns.map((label, index) => ({
    label,
    className: clsx(headClass, index === columns.length - 1 && 'text-right'),
  }));
  return (
    <div className="-mx-4 sm:mx-0 sm:overflow-x-auto">
      <BaseStackedTable columns={headed} testId={testId} className={clsx('text-left text-sm', minWidth)}>
        {children}
      </BaseStackedTable>
    </div>
  );
}
