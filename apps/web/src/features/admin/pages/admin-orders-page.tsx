import { ADMIN_PAGE_SIZES, orderStatuses, type OrderStatus } from '@bhoj/contract';
import { useSearchParams } from 'react-router';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { cellClass, DataTable, TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { Pagination, usePageParam } from '../../../components/pagination';
import { StatusBadge } from '../../../components/status-badge';
import { formatMoney } from '../../../lib/money';
import { useAdminOrders } from '../api/get-admin-orders';
import { DateTime } from '../components/date-time-cell';
import { ListError } from '../components/list-error';
import { OrderStatusSelect } from '../components/order-status-select';

const LIST_ID = 'admin-orders-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.orders;

function readStatus(value: string | null): OrderStatus | '' {
  return orderStatuses.find((status) => status === value) ?? '';
}

/** admin/dashboard/orders/: every order line, filtered by ?status=, with a status select per line. */
export function AdminOrdersPage() {
  const [params, setParams] = useSearchParams();
  const status = readStatus(params.get('status'));
  const [page, setPage] = usePageParam(LIST_ID);
  const orders = useAdminOrders(page, status);

  const filter = (
    <SelectField
      label="Status"
      className="w-full xs:w-48"
      value={status}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setParams((current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('status', next);
          else updated.delete('status');
          updated.delete('page');
          return updated;
        });
      }}
    >
      <option value="">All</option>
      {orderStatuses.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </SelectField>
  );

  return (
    <DashboardPage
      id="admin-orders"
      title="Orders"
      description={orders.data ? `${orders.data.count} order lines` : 'Every order line on the platform.'}
      actions={filter}
    >
      <div id={LIST_ID} className="scroll-mt-24">
        {orders.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label="Loading orders" />
        ) : orders.isError ? (
          <ListError
            error={orders.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what="orders"
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : orders.data.results.length === 0 ? (
          <EmptyState title="No orders found" />
        ) : (
          <>
            <DataTable
              label="Order lines"
              head={['Item', 'Qty', 'Subtotal', 'Restaurant', 'Customer', 'Status', 'Date', 'Set status']}
              testId="admin-orders-table"
              minWidth="min-w-[56rem]"
            >
              {orders.data.results.map((line) => (
                <tr key={line.id} data-testid="admin-order-row">
                  <td className={cellClass}>
                    <span className="font-semibold">{line.item_name}</span>
                    <span className="block text-xs text-stone-500">Order #{line.order}</span>
                  </td>
                  <td className={cellClass}>{line.quantity}</td>
                  <td className={`${cellClass} whitespace-nowrap`}>{formatMoney(line.subtotal)}</td>
                  <td className={cellClass}>{line.restaurant || '—'}</td>
                  <td className={cellClass}>
                    <span className="font-semibold">{line.username}</span>
                    <span className="block text-xs text-stone-500">{line.email}</span>
                  </td>
                  <td className={cellClass}>
                    <StatusBadge status={line.status} />
                  </td>
                  <td className={cellClass}>
                    <DateTime iso={line.created_at} />
                  </td>
                  <td className={cellClass}>
                    <OrderStatusSelect line={line} />
                  </td>
                </tr>
              ))}
            </DataTable>
            <Pagination
              count={orders.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label="Orders pages"
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
