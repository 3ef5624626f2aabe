import type { Month, OwnerStats } from '@bhoj/contract';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '../../../components/dashboard/chart-table';
import { takaTick } from '../../../components/dashboard/taka-tick';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { toMonthlySeries } from '../lib/monthly-sales';
import { ownerMessages } from '../messages';

/**
 * 'Overview Sales': this year's completed sales per month, Jan to Dec, taka on the value axis. Recharts is
 * imported only here, so it travels in the dashboard page's chunk. Screen readers get the same figures as
 * a table.
 */
export function SalesChart({ monthly }: { monthly: OwnerStats['monthly_sales'] }) {
  const t = useMessages(ownerMessages);
  const monthName = (month: Month) => t(`month_${month}`);
  const series = toMonthlySeries(monthly);
  return (
    <figure aria-labelledby="sales-chart-caption" data-testid="sales-chart">
      <figcaption id="sales-chart-caption" className="sr-only">
        {t('salesCaption')}
      </figcaption>
      <div aria-hidden="true">
        <BarChart
          responsive
          data={series}
          style={{ width: '100%', height: 300 }}
          margin={{ top: 8, right: 4, bottom: 0, left: 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e7e5e4" strokeDasharray="4 4" />
          <XAxis
            dataKey="month"
            tickFormatter={monthName}
            // Every month where they fit; every other one at phone widths, never overlapping.
            interval="equidistantPreserveStart"
            minTickGap={4}
            tickLine={false}
            axisLine={{ stroke: '#d6d3d1' }}
            tick={{ fontSize: 11, fill: '#57534e' }}
          />
          <YAxis
            tickFormatter={takaTick}
            tickLine={false}
            axisLine={false}
            width={52}
            tick={{ fontSize: 11, fill: '#57534e' }}
          />
          <Tooltip
            cursor={{ fill: '#fff5ef' }}
            labelFormatter={(month) => monthName(month as Month)}
            formatter={(value) => [formatMoney(Number(value)), t('sales')]}
            contentStyle={{ borderRadius: 12, borderColor: '#e7e5e4' }}
          />
          <Bar dataKey="sales" name={t('sales')} fill="#f5571d" radius={[6, 6, 0, 0]} maxBarSize={36} />
        </BarChart>
      </div>
      <ChartTable
        caption={t('monthlySales')}
        columns={[t('month'), t('sales')]}
        rows={series.map(({ month, sales }) => [monthName(month), sales] as const)}
        testId="sales-table"
      />
    </figure>
  );
}
