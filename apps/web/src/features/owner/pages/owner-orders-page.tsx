import type { OwnerOrderLine } from '@bhoj/contract';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useOwnerOrders } from '../api/get-owner-orders';
import { RequireRestaurant } from '../components/require-restaurant';
import { OrdersSkeleton, OrdersTable } from '../components/orders-table';
import { StatusDialog } from '../components/status-dialog';
import { useNewOrderAlerts } from '../hooks/use-new-order-alerts';

/** /restaurant/dashboard/user-order/: the restaurant's order lines, live, with the Update Status dialog. */
export function OwnerOrdersPage() {
  const orders = useOwnerOrders();
  const { fresh, announcement } = useNewOrderAlerts();
  const [editing, setEditing] = useState<OwnerOrderLine | null>(null);

  let content;
  if (orders.data) {
    content =
      orders.data.length === 0 ? (
        <EmptyState title="No orders yet">
          <p className="text-stone-600">New orders appear here by themselves, with a chime.</p>
        </EmptyState>
      ) : (
        <OrdersTable lines={orders.data} fresh={fresh} onEdit={setEditing} />
      );
  } else if (orders.isError) {
    content = (
      <ErrorState
        message="The orders could not be loaded."
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else content = <OrdersSkeleton />;

  return (
    <DashboardPage
      id="owner-orders"
      title="All Order"
      description="New orders appear here live; keep this page open during service."
    >
      <RequireRestaurant>
        <Panel>
          {/* Always in the page, so screen readers announce the note when it appears. */}
          <div role="status" aria-live="polite" data-testid="new-order-alert">
            {announcement ? (
              <p className="mb-4 flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
                <BellRing aria-hidden="true" className="size-5" />
                {announcement}
              </p>
            ) : null}
          </div>
          {content}
        </Panel>
      </RequireRestaurant>
      <StatusDialog line={editing} onClose={() => setEditing(null)} />
    </DashboardPage>
  );
}
