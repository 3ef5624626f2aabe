import { ADMIN_PAGE_SIZES, STAGE_LABELS, ticketStages, type TicketStage } from '@bhoj/contract';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { TableSkeleton } from '../../../components/dashboard/data-table';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form/select-field';
import { Pagination, usePageParam } from '../../../components/pagination';
import { useMessages } from '../../../i18n';
import { useAdminOrderCards } from '../api/get-admin-order-cards';
import { useAdminRestaurants } from '../api/get-admin-restaurants';
import { AdminOrderCard } from '../components/admin-order-card';
import { useFilterParam } from '../hooks/use-filter-param';
import { ListError } from '../components/list-error';
import { adminMessages } from '../messages';

const LIST_ID = 'admin-orders-list';
const PAGE_SIZE = ADMIN_PAGE_SIZES.orders;

const readStage = (value: string): TicketStage | '' => ticketStages.find((stage) => stage === value) ?? '';

/**
 * admin/dashboard/orders/: every order with its tickets, filtered by ?stage= and ?restaurant=, with a
 * status select per line (which moves its whole ticket).
 */
export function AdminOrdersPage() {
  const t = useMessages(adminMessages);
  const [stageParam, setStage] = useFilterParam('stage');
  const [restaurant, setRestaurant] = useFilterParam('restaurant');
  const stage = readStage(stageParam);
  const [page, setPage] = usePageParam(LIST_ID);
  const orders = useAdminOrderCards({ page, stage, restaurant });
  const restaurants = useAdminRestaurants();

  const filters = (
    <div className="flex w-full flex-col gap-3 xs:w-auto xs:flex-row">
      <SelectField
        label={t('status')}
        className="w-full xs:w-48"
        value={stage}
        onChange={(event) => setStage(event.currentTarget.value)}
      >
        <option value="">{t('all')}</option>
        {ticketStages.map((option) => (
          <option key={option} value={option}>
            {STAGE_LABELS[option]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('restaurant')}
        className="w-full xs:w-56"
        value={restaurant}
        onChange={(event) => setRestaurant(event.currentTarget.value)}
      >
        <option value="">{t('all')}</option>
        {(restaurants.data ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </SelectField>
    </div>
  );

  return (
    <DashboardPage
      id="admin-orders"
      title={t('ordersTitle')}
      description={orders.data ? t('orderCount', { count: orders.data.count }) : t('ordersDescription')}
      actions={filters}
    >
      <div id={LIST_ID} className="scroll-mt-24 space-y-4">
        {orders.isPending ? (
          <TableSkeleton rows={PAGE_SIZE + 1} label={t('loadingOrders')} />
        ) : orders.isError ? (
          <ListError
            error={orders.error}
            page={page}
            onFirstPage={() => setPage(1)}
            what={t('whatOrders')}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : orders.data.results.length === 0 ? (
          <EmptyState title={t('noOrders')} />
        ) : (
          <>
            {orders.data.results.map((order) => (
              <AdminOrderCard key={order.id} order={order} />
            ))}
            <Pagination
              count={orders.data.count}
              pageSize={PAGE_SIZE}
              page={page}
              onPageChange={setPage}
              label={t('ordersPages')}
              className="mt-6"
            />
          </>
        )}
      </div>
    </DashboardPage>
  );
}
