import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { Panel } from '../../../components/dashboard/panel';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { useOwnerStats } from '../api/get-owner-stats';
import { useRecentProducts } from '../api/get-recent-products';
import { RequireRestaurant } from '../components/require-restaurant';
import { RecentProductsSkeleton, RecentProductsTable } from '../components/recent-products';
import { SalesChart } from '../components/sales-chart';
import { StatCards, StatCardsSkeleton } from '../components/stat-cards';
import { ownerMessages } from '../messages';

/** /restaurant/dashboard/: the six figures, 'Overview Sales' and 'Recently Added Products'. */
export function OwnerHomePage() {
  const t = useMessages(ownerMessages);
  return (
    <DashboardPage id="owner-home" title={t('homeTitle')} description={t('homeDescription')}>
      <RequireRestaurant>
        <DashboardContent />
      </RequireRestaurant>
    </DashboardPage>
  );
}

function DashboardContent() {
  const t = useMessages(ownerMessages);
  const stats = useOwnerStats();
  const recent = useRecentProducts();

  return (
    <>
      {stats.data ? (
        <StatCards stats={stats.data} />
      ) : stats.isError ? (
        <ErrorState
          message={t('statsFailed')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <StatCardsSkeleton />
      )}
      <div className="grid gap-6 xl:grid-cols-5">
        <Panel title={t('overviewSales')} className="xl:col-span-3" testId="overview-sales">
          {stats.data ? (
            <SalesChart monthly={stats.data.monthly_sales} />
          ) : stats.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {t('salesFailed')}
            </p>
          ) : (
            <Skeleton className="h-[300px]" />
          )}
        </Panel>
        <Panel title={t('recentlyAdded')} className="xl:col-span-2" testId="recently-added">
          {recent.data ? (
            <RecentProductsTable products={recent.data} />
          ) : recent.isError ? (
            <ErrorState
              message={t('recentFailed')}
              onRetry={() => void recent.refetch()}
              retrying={recent.isFetching}
            />
          ) : (
            <RecentProductsSkeleton />
          )}
        </Panel>
      </div>
    </>
  );
}
