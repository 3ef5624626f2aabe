import { type AdminOrderCard as Card, STAGE_LABELS } from '@bhoj/contract';
import { OrderRefunds } from '../../../components/refunds/order-refunds';
import { translateServerMessage, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { adminMessages } from '../messages';
import { CardCell, CardRow, CardTable } from './card-table';
import { DateTime } from './date-time-cell';
import { OrderStatusSelect } from './order-status-select';

const PAYMENT = {
  cash_on_delivery: 'payCash',
  awaiting_payment: 'payAwaiting',
  paid: 'payPaid',
  not_paid: 'payNotPaid',
} as const satisfies Record<Card['payment_state'], string>;

/**
 * One order for the admin: who, when (Dhaka), how it is paid, each restaurant's ticket with its lines, and
 * the money owed back.
 */
export function AdminOrderCard({ order }: { order: Card }) {
  const t = useMessages(adminMessages);
  const columns = [t('item'), t('qty'), t('subtotal'), t('setStatus')];
  return (
    <article
      aria-labelledby={`admin-order-${order.id}`}
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      data-testid="admin-order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`admin-order-${order.id}`} className="text-lg font-bold text-stone-900">
            {t('order', { number: order.number })}
          </h2>
          <p className="text-sm text-stone-600">
            <span className="font-semibold text-stone-800">{order.username}</span> · {order.email}
          </p>
        </div>
        <div className="text-right text-sm">
          <DateTime iso={order.created_at} />
          <p className="mt-1 font-semibold">
            {t(PAYMENT[order.payment_state])} · {formatMoney(order.total)}
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
              <span className="text-sm font-normal text-red-700">
                {translateServerMessage(ticket.cancel_reason)}
              </span>
            ) : null}
          </h3>
          <CardTable
            label={t('ticketLines', { number: ticket.number })}
            columns={columns}
            testId="admin-order-lines"
            minWidth="sm:min-w-[32rem]"
          >
            {ticket.items.map((item) => (
              <CardRow key={item.id} testId="admin-order-row">
                <CardCell label={columns[0]!} primary>
                  {item.item_name}
                </CardCell>
                <CardCell label={columns[1]!}>{item.quantity}</CardCell>
                <CardCell label={columns[2]!} className="whitespace-nowrap">
                  {formatMoney(item.subtotal)}
                </CardCell>
                <CardCell label={columns[3]!} actions>
                  <OrderStatusSelect
                    line={{ id: item.id, item_name: item.item_name, status: ticket.status }}
                  />
                </CardCell>
              </CardRow>
            ))}
          </CardTable>
        </section>
      ))}
      <OrderRefunds refunds={order.refunds} voice="support" />
    </article>
  );
}
