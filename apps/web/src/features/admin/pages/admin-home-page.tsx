import type { AdminStats } from '@bhoj/contract';
import { Banknote, ShoppingBag, Store, Users, type LucideIcon } from 'lucide-react';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { StatCard, StatGrid } from '../../../components/dashboard/stat-card';
import { ErrorState } from '../../../components/error-state';
import { translateServerMessage, useFormat, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { useAdminStats } from '../api/get-admin-stats';
import { DailyRevenueChart } from '../components/daily-revenue-chart';
import { dailyRevenuePoints } from '../lib/daily-revenue';
import { adminMessages } from '../messages';

type Figure = Exclude<keyof AdminStats, 'daily_revenue'>;

/** The summary's four figures, in order. */
const FIGURES = [
  { key: 'total_orders', labelKey: 'totalOrders', icon: ShoppingBag, testId: 'stat-total-orders' },
  { key: 'total_revenue', labelKey: 'totalRevenue', icon: Banknote, testId: 'stat-total-revenue' },
  {
    key: 'active_restaurants',
    labelKey: 'activeRestaurants',
    icon: Store,
    testId: 'stat-active-restaurants',
  },
  { key: 'active_customers', labelKey: 'activeCustomers', icon: Users, testId: 'stat-active-customers' },
] as const satisfies readonly { key: Figure; labelKey: string; icon: LucideIcon; testId: string }[];

/** admin/dashboard/: the platform summary (four figures) and the Daily Revenue chart. */
export function AdminHomePage() {
  const t = useMessages(adminMessages);
  const { formatNumber } = useFormat();
  const stats = useAdminStats();

  return (
    <DashboardPage id="admin-home" title={t('dashboardTitle')} description={t('dashboardDescription')}>
      {stats.data ? (
        <div className="space-y-6">
          <StatGrid className="sm:grid-cols-2 xl:grid-cols-4">
            {FIGURES.map(({ key, labelKey, icon, testId }) => (
              <StatCard
                key={key}
                label={t(labelKey)}
                value={key === 'total_revenue' ? formatMoney(stats.data[key]) : formatNumber(stats.data[key])}
                icon={icon}
                valueTestId={testId}
              />
            ))}
          </StatGrid>
          <DailyRevenueChart points={dailyRevenuePoints(stats.data.daily_revenue)} />
        </div>
      ) : stats.isError ? (
        <ErrorState
          message={stats.error.message ? translateServerMessage(stats.error.message) : t('summaryLoadFailed')}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <p
          role="status"
          className="py-16 text-center text-lg font-semibold text-stone-600"
          data-testid="admin-home-loading"
        >
          {t('loading')}
        </p>
      )}
    </DashboardPage>
  );
}
