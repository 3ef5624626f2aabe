import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export type StackedTableColumn = {
  label: string;
  /** The header cell's classes (padding, alignment). */
  className: string;
  /** Said to screen readers only (an action column). */
  hiddenLabel?: boolean;
};

/**
 * A table whose rows may wrap into cards below sm: there the header is read to screen readers only and
 * each row lays itself out (see the rows' own classes). `children` are the rows.
 */
export function StackedTable({
  caption,
  columns,
  className,
  testId,
  children,
}: {
  /** Read to screen readers; leave it out where a heading right above already names the table. */
  caption?: string;
  columns: StackedTableColumn[];
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <table className={clsx('block w-full sm:table', className)} data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="max-sm:sr-only">
        <tr className="border-b border-stone-200 text-left text-stone-500">
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.className}>
              {column.hiddenLabel ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block divide-y divide-stone-100 sm:table-row-group">{children}</tbody>
    </table>
  );
}
