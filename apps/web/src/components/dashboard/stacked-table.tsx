import { clsx } from 'clsx';
import type { ReactNode } from 'react';

const headClass = 'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-500 uppercase';

/**
 * A table for a Panel whose rows turn into cards below the sm width, so it fits a phone without scrolling
 * sideways; the head is then read out only. Rows and cells carry explicit roles (role="row", role="cell")
 * to stay a table for screen readers while displayed as blocks. The last column, the row's actions, sits
 * at the right.
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
  return (
    <div className="-mx-4 sm:mx-0 sm:overflow-x-auto">
      <table className={clsx('block w-full text-left text-sm sm:table', minWidth)} data-testid={testId}>
        <thead className="sr-only border-b border-stone-200 sm:not-sr-only sm:table-header-group">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={clsx(headClass, index === columns.length - 1 && 'text-right')}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block divide-y divide-stone-100 sm:table-row-group">{children}</tbody>
      </table>
    </div>
  );
}
