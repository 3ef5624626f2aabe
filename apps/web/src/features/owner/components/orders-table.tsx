import type { OwnerOrderLine } from '@bhoj/contract';
import { clsx } from 'clsx';
import { MapPin, Pencil, Phone, User } from 'lucide-react';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { StackedTable } from '../../../components/dashboard/stacked-table';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/money';
import { nextStatuses } from '../lib/order-status';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Dhaka',
});

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}

/* Below the sm width each row is a card: the menu on top; total, status and action under it. */
function OrderRow({ line, fresh, onEdit }: { line: OwnerOrderLine; fresh: boolean; onEdit: () => void }) {
  const closed = nextStatuses(line.status).length === 0;
  return (
    <tr
      role="row"
      data-testid="order-row"
      data-new={fresh ? 'true' : undefined}
      className={clsx(
        'grid grid-cols-[1fr_auto_auto] items-center gap-x-3 gap-y-2 px-4 py-3 transition-colors duration-700 sm:table-row sm:p-0',
        fresh && 'bg-amber-50 shadow-[inset_4px_0_0_0_var(--color-amber-400)]',
      )}
    >
      <td role="cell" className="col-span-3 sm:px-4 sm:py-3">
        <p className="font-semibold text-stone-900">
          {line.item_name} × {line.quantity}
          {fresh ? (
            <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 align-middle text-xs font-bold text-amber-950">
              New
            </span>
          ) : null}
        </p>
        <p className="text-xs text-stone-500">
          Order #{line.order} · {formatWhen(line.created_at)}
        </p>
        <ul className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1 text-xs text-stone-700" aria-label="Delivery">
          <li className="flex items-center gap-1">
            <User aria-hidden="true" className="size-3.5 text-stone-400" />
            {line.username}
          </li>
          {line.phone_number ? (
            <li className="flex items-center gap-1">
              <Phone aria-hidden="true" className="size-3.5 text-stone-400" />
              <a href={`tel:${line.phone_number}`} className="hover:text-brand-700 hover:underline">
                {line.phone_number}
              </a>
            </li>
          ) : null}
          {line.address ? (
            <li className="flex min-w-0 items-start gap-1">
              <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0 text-stone-400" />
              <span className="break-words">{line.address}</span>
            </li>
          ) : null}
        </ul>
      </td>
      <td role="cell" className="font-semibold whitespace-nowrap tabular-nums sm:px-4 sm:py-3">
        <span className="text-xs font-normal text-stone-500 sm:hidden">Total </span>
        {formatMoney(line.subtotal)}
      </td>
      <td role="cell" className="sm:px-4 sm:py-3">
        <StatusBadge status={line.status} />
      </td>
      <td role="cell" className="text-right sm:px-4 sm:py-3">
        <button
          type="button"
          onClick={onEdit}
          disabled={closed}
          aria-label={`Update status of ${line.item_name}, order ${line.order}`}
          title={closed ? `${line.status} orders cannot change` : 'Update status'}
          className="grid size-9 place-items-center rounded-full text-stone-600 hover:bg-brand-50 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent"
        >
          <Pencil aria-hidden="true" className="size-4.5" />
        </button>
      </td>
    </tr>
  );
}

/** 'All Order': Order Menu (item × quantity, with who and where to deliver), Total, Status, Action. */
export function OrdersTable({
  lines,
  fresh,
  onEdit,
}: {
  lines: OwnerOrderLine[];
  fresh: ReadonlySet<number>;
  onEdit: (line: OwnerOrderLine) => void;
}) {
  return (
    <StackedTable columns={['Order Menu', 'Total', 'Status', 'Action']} testId="orders-table">
      {lines.map((line) => (
        <OrderRow key={line.id} line={line} fresh={fresh.has(line.id)} onEdit={() => onEdit(line)} />
      ))}
    </StackedTable>
  );
}

export function OrdersSkeleton() {
  return <LoadingRows label="Loading orders" count={6} rowClassName="h-16" testId="orders-loading" />;
}
