import type { OrderCard } from '@bhoj/contract';
import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { LoadingStatus } from '../../../components/loading-status';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { useStoredUser } from '../../../lib/auth-storage';
import { formatMoney } from '../../../lib/money';
import { usePaidOrder } from '../api/get-paid-order';
import { paymentsMessages } from '../messages';

const orderIdOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * payment/success/: the spec's 'payment success', with the order it paid: its number, its total and a
 * link to it in the order history. The order is the one named by ?order=, else the customer's newest
 * paid order; a visitor, or a customer whose order cannot be read, gets the link to their orders.
 */
export function PaymentSuccessPage() {
  const t = useMessages(paymentsMessages);
  const [searchParams] = useSearchParams();
  const user = useStoredUser();
  const customer = user?.role === 'customer';
  const order = usePaidOrder(orderIdOf(searchParams.get('order')), customer);

  let details;
  if (customer && order.isPending) {
    details = (
      <div className="space-y-3" data-testid="paid-order-loading">
        <LoadingStatus label={t('loadingOrder')} />
        <Skeleton className="mx-auto h-24 w-full max-w-sm rounded-2xl" />
      </div>
    );
  } else if (order.data) {
    details = <PaidOrder order={order.data} />;
  } else {
    details = (
      <Link to="/order-history/" className={buttonClasses({ size: 'lg' })}>
        {t('seeOrders')}
      </Link>
    );
  }

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16 text-center">
      <PageTitle title={t('successTitle')} />
      <CheckCircle2 aria-hidden="true" className="size-16 text-green-600" />
      <div className="space-y-2">
        <h1 className="text-3xl font-bold" data-testid="payment-success-title">
          {t('successTitle')}
        </h1>
        <p className="text-stone-700">{t('successLead')}</p>
      </div>
      {details}
      <Link to="/our-menu/" className="font-semibold text-brand-700 underline">
        {t('browseMenu')}
      </Link>
    </section>
  );
}

function PaidOrder({ order }: { order: OrderCard }) {
  const t = useMessages(paymentsMessages);
  return (
    <div className="w-full max-w-sm space-y-4 rounded-2xl border border-stone-200 bg-white p-5 text-left shadow-sm">
      <dl className="grid grid-cols-[1fr_auto] gap-y-2">
        <dt className="text-stone-600">{t('orderNumber')}</dt>
        <dd className="text-right font-semibold" data-testid="paid-order-number">
          {order.number}
        </dd>
        <dt className="text-stone-600">{t('paid')}</dt>
        <dd className="text-right text-lg font-bold tabular-nums" data-testid="paid-order-total">
          {formatMoney(order.total)}
        </dd>
      </dl>
      <Link
        to={`/order-history/#order-${order.id}`}
        className={buttonClasses({ className: 'w-full' })}
        data-testid="paid-order-link"
      >
        {t('seeOrder')}
      </Link>
    </div>
  );
}
