import type { OrderStatus } from '@bhoj/contract';
import { clsx } from 'clsx';
import { CheckCircle2, CircleDollarSign, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';

/** The colours of the statuses: Pending orange, Paid yellow, Completed green, Canceled red. */
const looks: Record<OrderStatus, { className: string; icon: LucideIcon }> = {
  Pending: { className: 'bg-orange-100 text-orange-800 ring-orange-200', icon: Clock },
  Paid: { className: 'bg-yellow-100 text-yellow-900 ring-yellow-300', icon: CircleDollarSign },
  Completed: { className: 'bg-green-100 text-green-800 ring-green-200', icon: CheckCircle2 },
  Canceled: { className: 'bg-red-100 text-red-800 ring-red-200', icon: XCircle },
};

/** An order status as a coloured pill; the text says it too. */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const t = useMessages(componentMessages);
  const { className, icon: Icon } = looks[status] ?? looks.Pending;
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
      data-testid="status-badge"
      data-status={status}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t('orderStatus', { status })}
    </span>
  );
}
