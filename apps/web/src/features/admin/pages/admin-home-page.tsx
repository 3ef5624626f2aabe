import type { AdminStats } from '@bhoj/contract';
import { Banknote, ShoppingBag, Store, Users, type LucideIcon } from 'lucide-react';
import { DashboardPage } from '../../../components/dashboard/dashboard-page';
import { StatCard, StatGrid } from '../../../components/dashboard/stat-card';
import { ErrorState } from '../../../components/error-state';
import { formatMoney } from '../../../lib/money';
import { useAdminStats } from '../api/get-admin-stats';
import { DailyRevenueChart } from '../components/daily-revenue-chart';
import { dailyRevenuePoints } from '../lib/daily-revenue';

const count = new Intl.NumberFormat('en-IN');

type Figure = Exclude<keyof AdminStats, 'daily_revenue'>;

/** The summary's four figures, in order. */
const FIGURES: readonly { key: Figure; label: string; icon: LucideIcon; testId: string }[] = [
  { key: 'total_orders', label: 'Total Orders', icon: ShoppingBag, testId: 'stat-total-orders' },
  { key: 'total_revenue', label: 'Total Revenue', icon: Banknote, testId: 'stat-total-revenue' },
  { key: 'active_restaurants', label: 'Active Restaurants', icon: Store, testId: 'stat-active-restaurants' },
  { key: 'active_customers', label: 'Active Customers', icon: Users, testId: 'stat-active-customers' },
];

/** admin/dashboard/: the platform summary (four figures) and the Daily Revenue chart. */
export function AdminHomePage() {
  const stats = useAdminStats();

  return (
    <DashboardPage id="admin-home" title="Dashboard" description="The whole platform at a glance.">
      {stats.data ? (
        <div className="space-y-6">
          <StatGrid className="sm:grid-cols-2 xl:grid-cols-4">
            {FIGURES.map(({ key, label, icon, testId }) => (
              <StatCard
                key={key}
                label={label}
                value={key === 'total_revenue' ? formatMoney(stats.data[key]) : count.format(stats.data[key])}
                icon={icon}
                valueTestId={testId}
              />
            ))}
          </StatGrid>
          <DailyRevenueChart points={dailyRevenuePoints(stats.data.daily_revenue)} />
        </div>
      ) : stats.isError ? (
        <ErrorState
          message={stats.error.message || 'The summary could not be loaded.'}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <p
          role="status"
          className="py-16 text-center text-lg font-semibold text-stone-600"
          data-testid="admin-home-loading"
        >
          Loading...
        </p>
      )}
    </DashboardPage>
  );
}
