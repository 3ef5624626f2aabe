import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { StackedTable } from '../../../components/stacked-table';

const headClass =
  'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-stone-600 uppercase first:pl-4 last:pr-4';

/**
 * An admin list as a table from the sm width and as cards below it (a phone): each row a card whose
 * cells are labelled, its actions in full view, with nothing to scroll sideways. From sm it scrolls
 * sideways below `minWidth`, in a focusable region so the keyboard can scroll it too.
 */
export function CardTable({
  label,
  columns,
  testId,
  minWidth = 'sm:min-w-[40rem]',
  children,
}: {
  label: string;
  columns: readonly string[];
  testId: string;
  minWidth?: string;
  children: ReactNode;
}) {
  return (
    <div
      className="rounded-2xl border border-stone-200 bg-white shadow-sm sm:overflow-x-auto"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <StackedTable
        columns={columns.map((column) => ({ label: column, className: headClass }))}
        className={clsx('text-left text-sm', minWidth)}
        testId={testId}
      >
        {children}
      </StackedTable>
    </div>
  );
}

/** A row: a card below sm (its cells stacked), a table row from sm. */
export function CardRow({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <tr
      role="row"
      className="block px-4 py-3 sm:table-row sm:p-0 sm:even:bg-stone-50/40"
      data-testid={testId}
    >
      {children}
    </tr>
  );
}

/**
 * A cell, labelled with its column's name on a phone (where the header row is read only to screen
 * readers). `primary` is the card's title; `actions` sit at the card's foot.
 */
export function CardCell({
  label,
  primary = false,
  actions = false,
  className,
  children,
}: {
  label: string;
  primary?: boolean;
  actions?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const labelled = !primary && !actions;
  return (
    <td
      role="cell"
      // The phone's label is drawn from data-label by CSS, so the cell's text stays its value alone.
      data-label={labelled ? label : undefined}
      className={clsx(
        'block py-1 text-stone-800 sm:table-cell sm:px-3 sm:py-3 sm:align-middle sm:first:pl-4 sm:last:pr-4',
        labelled &&
          'max-sm:before:mr-1.5 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]',
        primary && 'text-base font-semibold sm:text-sm',
        actions && 'pt-2 sm:pt-3',
        className,
      )}
    >
      {children}
    </td>
  );
}
