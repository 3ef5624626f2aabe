import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { LoadingRows } from './loading-rows';

/**
 * A data table in a card that scrolls sideways on narrow screens instead of squeezing its columns. The
 * scroll area is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable({
  label,
  head,
  children,
  testId,
  minWidth = 'min-w-[40rem]',
}: {
  label: string;
  head: string[];
  children: ReactNode;
  testId?: string;
  /** Below this width the table scrolls sideways. */
  minWidth?: string;
}) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className={clsx('w-full text-left text-sm', minWidth)} data-testid={testId}>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            {head.map((title) => (
              <th key={title} scope="col" className="px-3 py-3 whitespace-nowrap first:pl-4 last:pr-4">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">{children}</tbody>
      </table>
    </div>
  );
}

/** The class of a DataTable cell. */
export const cellClass = 'px-3 py-3 align-middle text-stone-800 first:pl-4 last:pr-4';

/** Grey rows standing in for a DataTable while it loads, the first darker like the table's head. */
export function TableSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <LoadingRows
      label={label}
      count={rows}
      className="space-y-2 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      rowClassName={(index) => clsx('h-10', index === 0 && 'bg-stone-300/70')}
    />
  );
}
