import type { OrderCard as Card } from '@bhoj/contract';
import { clsx } from 'clsx';
import { Link } from 'react-router';
import { OrderRefunds } from '../../../components/refunds/order-refunds';
import { useFormat, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { ordersMessages } from '../messages';
import { OrderActions } from './order-actions';
import type { OrderLineView } from './order-line-dialog';
import { OrderLinesTable } from './order-lines-table';
import { TicketProgress } from './ticket-progress';

/**
 * One order: its number and Dhaka date and time, per restaurant its foods (the spec's item table, with
 * View) and progress, the delivery fee and total, how it is paid, the money owed back, and what the
 * customer can still do.
 */
export function OrderCard({ order, onView }: { order: Card; onView: (line: OrderLineView) => void }) {
  const t = useMessages(ordersMessages);
  const { formatDateTime } = useFormat();
  const awaiting = order.payment_state === 'awaiting_payment';
  return (
    <article
      aria-labelledby={`order-${order.id}`}
      className="scroll-mt-24 space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="order-card"
      data-order-id={order.id}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2
          id={`order-${order.id}`}
          tabIndex={-1}
          className="text-xl font-bold text-stone-900 focus:outline-none"
        >
          {t('orderTitle', { number: order.number })}
        </h2>
        <p className="text-sm text-stone-600">
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </p>
      </header>
      <p
        className={clsx(
          'inline-flex rounded-full px-3 py-1 text-sm font-semibold',
          awaiting ? 'bg-amber-100 text-amber-900' : 'bg-stone-100 text-stone-800',
        )}
        data-testid="order-payment"
      >
        {t(`payment_${order.payment_state}`)}
      </p>
      {order.tickets.map((ticket) => {
        return (
          <section
            key={ticket.id}
            className="space-y-3 border-t border-stone-100 pt-3"
            data-testid="order-ticket"
          >
            <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold text-stone-900">
              {ticket.restaurant_slug ? (
                <Link
                  to={`/restaurant/${ticket.restaurant_slug}/`}
                  className="hover:text-brand-700 hover:underline"
                >
                  {ticket.restaurant}
                </Link>
              ) : (
                ticket.restaurant
              )}
              <span className="text-sm font-normal text-stone-500">{ticket.number}</span>
            </h3>
            {awaiting ? null : <TicketProgress ticket={ticket} />}
            <OrderLinesTable
              caption={t('foodsFrom', { restaurant: ticket.restaurant })}
              ticket={ticket}
              onView={onView}
            />
            <p className="text-right text-sm text-stone-600">
              {t('ticketFee', { fee: formatMoney(ticket.delivery_fee), restaurant: ticket.restaurant })}{' '}
              <span
                className={clsx(
                  'font-semibold',
                  ticket.stage === 'canceled' ? 'line-through' : 'text-stone-900',
                )}
                data-testid="ticket-total"
              >
                {formatMoney(ticket.total)}
              </span>
            </p>
          </section>
        );
      })}
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm">
        <dt className="text-stone-600">{t('deliveryFee')}</dt>
        <dd className="text-right tabular-nums" data-testid="order-delivery-fee">
          {formatMoney(order.delivery_fee)}
        </dd>
        <dt className="font-bold text-stone-900">{t('total')}</dt>
        <dd className="text-right font-bold tabular-nums">
          {order.total !== order.placed_total ? (
            <span className="mr-2 font-normal text-stone-500 line-through" data-testid="order-placed-total">
              {formatMoney(order.placed_total)}
            </span>
          ) : null}
          <span data-testid="order-total">{formatMoney(order.total)}</span>
        </dd>
      </dl>
      <OrderRefunds refunds={order.refunds} voice="customer" />
      <OrderActions order={order} />
    </article>
  );
}
