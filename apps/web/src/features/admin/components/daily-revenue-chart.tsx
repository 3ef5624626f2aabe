import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '../../../components/dashboard/chart-table';
import { takaTick } from '../../../components/dashboard/taka-tick';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import type { RevenuePoint } from '../lib/daily-revenue';
import { adminMessages } from '../messages';

/**
 * The 'Daily Revenue' line chart: one point per weekday, Fri … Thu, taka on the axis. Recharts is imported
 * only here, inside the lazily loaded admin home page. A visually hidden table carries the same figures
 * for screen readers.
 */
export function DailyRevenueChart({ points }: { points: RevenuePoint[] }) {
  const t = useMessages(adminMessages);
  return (
    <figure
      aria-labelledby="daily-revenue-title"
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <figcaption id="daily-revenue-title" className="mb-4 text-lg font-bold text-stone-900">
        {t('dailyRevenue')}
      </figcaption>
      <div aria-hidden="true" data-testid="daily-revenue-chart">
        <LineChart
          responsive
          data={points}
          style={{ width: '100%', height: 300 }}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#e7e5e4" />
          <XAxis dataKey="day" tick={{ fill: '#57534e', fontSize: 12 }} />
          <YAxis width={64} tick={{ fill: '#57534e', fontSize: 12 }} tickFormatter={takaTick} />
          <Tooltip formatter={(value) => [formatMoney(Number(value)), t('revenue')]} />
          <Line
            type="monotone"
            dataKey="revenue"
            name={t('revenue')}
            stroke="#c93b0a"
            strokeWidth={2.5}
            dot={{ r: 4 }}
            activeDot={{ r: 6 }}
          />
        </LineChart>
      </div>
      <ChartTable
        caption={t('revenuePerWeekday')}
        columns={[t('day'), t('revenue')]}
        rows={points.map(({ day, revenue }) => [day, revenue] as const)}
        testId="daily-revenue-table"
      />
    </figure>
  );
}
