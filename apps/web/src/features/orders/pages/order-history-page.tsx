import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { useOrderStatusUpdates } from '../hooks/use-order-status-updates';
import { ORDER_CARDS_PAGE_SIZE } from '@bhoj/contract';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useOrderHistory } from '../api/order-cards';
import { ArrivalNotice } from '../components/arrival-notice';
import { OrderCard } from '../components/order-card';
import { OrderLineDialog, type OrderLineView } from '../components/order-line-dialog';
import { LoadingStatus } from '../../../components/loading-status';
import { useScrollToOrder } from '../hooks/use-scroll-to-order';
import { ordersMessages } from '../messages';

/**
 * order-history/: one card per order, newest first, paged: per restaurant its foods (the item table with
 * View), a live progress bar, and the order's money, refunds and actions (cancel, retry payment, pay cash).
 * Customers only: the route guard sends anyone else away before anything is fetched. A link to
 * #order-{id} (checkout's landing) scrolls to that order.
 */
export function OrderHistoryPage() {
  const t = useMessages(ordersMessages);
  const [page, setPage] = usePageParam('order-history');
  const history = useOrderHistory(page);
  useOrderStatusUpdates();
  const [viewing, setViewing] = useState<OrderLineView | null>(null);
  useScrollToOrder(history.isSuccess);

  let body;
  if (history.isPending) body = <OrderHistorySkeleton />;
  else if (history.isError) {
    body = (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    );
  } else if (history.data.count === 0) {
    body = (
      <EmptyState title={t('noOrders')}>
        <Link to="/our-menu/" className={buttonClasses({ variant: 'outline' })}>
          {t('browseMenu')}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {history.data.results.map((order) => (
          <OrderCard key={order.id} order={order} onView={setViewing} />
        ))}
        <Pagination
          count={history.data.count}
          pageSize={ORDER_CARDS_PAGE_SIZE}
          page={page}
          onPageChange={setPage}
          label={t('orderPages')}
        />
      </>
    );
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={t('historyTitle')} />
      <h1 className="mb-6 text-3xl font-bold">{t('historyTitle')}</h1>
      <div className="space-y-6" id="order-history">
        <ArrivalNotice />
        {body}
      </div>
      <OrderLineDialog line={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}

function OrderHistorySkeleton() {
  const t = useMessages(ordersMessages);
  return (
    <div
      className="space-y-3 rounded-2xl border border-stone-200 bg-white p-5"
      data-testid="order-history-loading"
    >
      <LoadingStatus label={t('loading')} />
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} className="h-10 w-full" />
      ))}
    </div>
  );
}
