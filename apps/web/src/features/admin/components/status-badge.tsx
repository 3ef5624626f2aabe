import type { OrderStatus } from '@bhoj/contract';
import { clsx } from 'clsx';

/** Spec section 4: Pending orange, Paid yellow, Completed green, Canceled red. */
const colours: Record<OrderStatus, string> = {
  Pending: 'bg-orange-100 text-orange-800 ring-orange-200',
  Paid: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  Completed: 'bg-green-100 text-green-800 ring-green-200',
  Canceled: 'bg-red-100 text-red-800 ring-red-200',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        colours[status] ?? 'bg-stone-100 text-stone-700 ring-stone-200',
      )}
      data-testid="status-badge"
    >
      {status}
    </span>
  );
}
