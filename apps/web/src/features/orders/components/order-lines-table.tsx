import type { CustomerTicket } from '@bhoj/contract';
import { Eye } from 'lucide-react';
import { FoodImage } from '../../../components/food-image';
import { formatMoney } from '../../../lib/money';
import { StackedTable, type StackedTableColumn } from '../../../components/stacked-table';
import { StatusBadge } from '../../../components/status-badge';
import { useMessages } from '../../../i18n';
import { ordersMessages } from '../messages';
import type { OrderLineView } from './order-line-dialog';

/**
 * A ticket's lines: item name, total price, quantity, status (the ticket's) and View. Below sm each row becomes a small
 * card (name and View on top, price, quantity and status below), so nothing hides off-screen at 360 px.
 */
export function OrderLinesTable({
  ticket,
  onView,
  caption,
}: {
  ticket: CustomerTicket;
  onView: (line: OrderLineView) => void;
  caption: string;
}) {
  const t = useMessages(ordersMessages);
  const columns: StackedTableColumn[] = [
    { label: t('colItem'), className: 'px-5 py-3 font-semibold' },
    { label: t('colTotal'), className: 'px-3 py-3 text-right font-semibold' },
    { label: t('colQuantity'), className: 'px-3 py-3 text-center font-semibold' },
    { label: t('colStatus'), className: 'px-3 py-3 font-semibold' },
    { label: t('colAction'), className: 'px-5 py-3', hiddenLabel: true },
  ];
  return (
    <div className="relative rounded-2xl border border-stone-200 bg-white shadow-sm">
      <StackedTable caption={caption} columns={columns} className="text-sm" testId="order-history-table">
        {ticket.items.map((item) => (
          <tr
            key={item.id}
            className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1.5 p-4 sm:table-row sm:p-0"
            data-testid="order-row"
            data-order-id={ticket.order}
          >
            <td className="col-start-1 row-start-1 sm:px-5 sm:py-3">
              <div className="flex items-center gap-3">
                <FoodImage
                  src={item.item_image}
                  width={40}
                  height={40}
                  className="size-10 shrink-0 rounded-lg max-sm:hidden"
                />
                <span className="font-semibold text-stone-900" data-testid="order-item-name">
                  {item.item_name}
                </span>
              </div>
            </td>
            <td className="col-start-1 row-start-2 tabular-nums sm:px-3 sm:py-3 sm:text-right sm:whitespace-nowrap">
              <span data-testid="order-subtotal">{formatMoney(item.subtotal)}</span>
            </td>
            <td className="col-start-1 row-start-3 text-stone-600 tabular-nums sm:px-3 sm:py-3 sm:text-center sm:text-stone-800">
              <span className="sm:hidden">{t('quantityLabel')} </span>
              <span data-testid="order-quantity">{item.quantity}</span>
            </td>
            <td className="col-start-2 row-span-2 row-start-2 justify-self-end sm:px-3 sm:py-3">
              <StatusBadge status={ticket.status} />
            </td>
            <td className="col-start-2 row-start-1 justify-self-end sm:px-5 sm:py-3 sm:text-right">
              <button
                type="button"
                onClick={() => onView({ item, ticket })}
                className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 font-semibold text-brand-700 hover:bg-brand-50"
                aria-label={t('viewItem', { name: item.item_name })}
                data-testid="order-view"
              >
                <Eye aria-hidden="true" className="size-4" />
                {t('view')}
              </button>
            </td>
          </tr>
        ))}
      </StackedTable>
    </div>
  );
}
