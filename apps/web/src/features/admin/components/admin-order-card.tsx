import { type AdminOrderCard as Card, STAGE_LABELS } from '@bhoj/contract';
import { cellClass, DataTable } from '../../../components/dashboard/data-table';
import { formatMoney } from '../../../lib/money';
import { DateTime } from './date-time-cell';
import { OrderStatusSelect } from './order-status-select';

const PAYMENT: Record<Card['payment_state'], string> = {
  cash_on_delivery: 'Cash on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid online',
  not_paid: 'Not paid',
};

/** One order for the admin: who, when (Dhaka), how it is paid, and each restaurant's ticket with its lines. */
export function AdminOrderCard({ order }: { order: Card }) {
  return (
    <article
      aria-labelledby={`admin-order-${order.id}`}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="admin-order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`admin-order-${order.id}`} className="text-lg font-bold text-stone-900">
            Order {order.number}
          </h2>
          <p className="text-sm text-stone-600">
            <span className="font-semibold text-stone-800">{order.username}</span> · {order.email}
          </p>
        </div>
        <div className="text-right text-sm">
          <DateTime iso={order.created_at} />
          <p className="mt-1 font-semibold">
            {PAYMENT[order.payment_state]} · {formatMoney(order.total)}
          </p>
        </div>
      </header>
      {order.tickets.map((ticket) => (
        <section key={ticket.id} className="space-y-2 border-t border-stone-100 pt-3">
          <h3 className="flex flex-wrap items-baseline gap-2 font-semibold text-stone-900">
            {ticket.number} · {ticket.restaurant || '—'}
            <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-800">
              {STAGE_LABELS[ticket.stage]}
            </span>
            {ticket.cancel_reason ? (
              <span className="text-sm font-normal text-red-700">{ticket.cancel_reason}</span>
            ) : null}
          </h3>
          <DataTable
            label={`Lines of ticket ${ticket.number}`}
            head={['Item', 'Qty', 'Subtotal', 'Set status']}
            minWidth="min-w-[32rem]"
          >
            {ticket.items.map((item) => (
              <tr key={item.id} data-testid="admin-order-row">
                <td className={cellClass}>{item.item_name}</td>
                <td className={cellClass}>{item.quantity}</td>
                <td className={`${cellClass} whitespace-nowrap`}>{formatMoney(item.subtotal)}</td>
                <td className={cellClass}>
                  <OrderStatusSelect
                    line={{ id: item.id, item_name: item.item_name, status: ticket.status }}
                  />
                </td>
              </tr>
            ))}
          </DataTable>
        </section>
      ))}
    </article>
  );
}
