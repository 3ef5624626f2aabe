import type { ReactNode } from 'react';
import { StackedTable, type StackedTableColumn } from '../../../components/stacked-table';
import { useMessages } from '../../../i18n';
import { cartMessages } from '../messages';

/** The view-cart table's frame (name, quantity, total, remove); `children` are its rows. */
export function CartTable({ children }: { children: ReactNode }) {
  const t = useMessages(cartMessages);
  const columns: StackedTableColumn[] = [
    { label: t('columnName'), className: 'py-3 pr-3 text-sm font-semibold' },
    { label: t('columnQuantity'), className: 'px-3 py-3 text-sm font-semibold' },
    { label: t('columnTotal'), className: 'px-3 py-3 text-right text-sm font-semibold' },
    { label: t('columnRemove'), className: 'py-3 pl-1 text-sm', hiddenLabel: true },
  ];
  return (
    <div className="relative rounded-2xl border border-stone-200 bg-white px-4 shadow-sm sm:px-6">
      <StackedTable caption={t('tableCaption')} columns={columns} testId="view-cart-table">
        {children}
      </StackedTable>
    </div>
  );
}
