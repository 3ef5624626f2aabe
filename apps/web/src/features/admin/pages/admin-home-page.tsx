import { Banknote, ShoppingBag, Store, Users } from 'lucide-react';
import { ErrorState } from '../../../components/error-state';
import { formatMoney } from '../../../lib/money';
import { useAdminStats } from '../api/get-admin-stats';
import { AdminPage } from '../components/admin-page';
import { DailyRevenueChart } from '../components/daily-revenue-chart';
import { StatCard } from '../components/stat-card';
import { dailyRevenuePoints } from '../lib/daily-revenue';

const count = new Intl.NumberFormat('en-IN');

/** admin/dashboard/: the platform summary (four figures) and the Daily Revenue chart (spec section 2). */
export function AdminHomePage() {
  const stats = useAdminStats();

  return (
    <AdminPage id="admin-home" title="Dashboard" description="The whole platform at a glance.">
      {stats.data ? (
        <div className="space-y-6">
          <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Total Orders"
              value={count.format(stats.data.total_orders)}
              icon={ShoppingBag}
              testId="stat-total-orders"
            />
            <StatCard
              label="Total Revenue"
              value={formatMoney(stats.data.total_revenue)}
              icon={Banknote}
              testId="stat-total-revenue"
            />
            <StatCard
              label="Active Restaurants"
              value={count.format(stats.data.active_restaurants)}
              icon={Store}
              testId="stat-active-restaurants"
            />
            <StatCard
              label="Active Customers"
              value={count.format(stats.data.active_customers)}
              icon={Users}
              testId="stat-active-customers"
            />
          </dl>
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
    </AdminPage>
  );
}
