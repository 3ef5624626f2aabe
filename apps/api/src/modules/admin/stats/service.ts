import { sql } from 'drizzle-orm';
import { type AdminStats, REVENUE_WEEKDAYS } from '@bhoj/contract';
import { orderLines, orders, restaurants, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';

/** The platform's days run on Bangladesh time, whatever the server's zone. */
const PLATFORM_TIME_ZONE = 'Asia/Dhaka';
/** extract(isodow …): Monday is 1, Sunday 7. */
const ISO_WEEKDAYS = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

type Weekday = (typeof REVENUE_WEEKDAYS)[number];

/** The platform summary of the admin dashboard. */
export function adminStatsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** `now` is a parameter so that tests can pin the day boundaries. */
    async summary(now = new Date()): Promise<AdminStats> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const lineRevenue = sql`coalesce(sum(${orderLines.quantity} * ${orderLines.itemPrice}), 0)`;
      const totals = await db.execute<Omit<AdminStats, 'daily_revenue'>>(sql`
        select
          (select count(*) from ${orders}) as total_orders,
          (select ${lineRevenue} from ${orderLines} where ${orderLines.status} = 'Completed') as total_revenue,
          (select count(*) from ${restaurants} where ${restaurants.isApproved}) as active_restaurants,
          (select count(distinct ${orders.userId}) from ${orders}
             join ${users} on ${users.id} = ${orders.userId}
            where ${users.role} = 'customer' and ${orders.createdAt} >= ${at} - interval '30 days'
          ) as active_customers`);

      // Local midnight of today in Dhaka, back to an instant: the week is [today − 6 days, tomorrow).
      const today = sql`date_trunc('day', ${at} at time zone ${PLATFORM_TIME_ZONE})`;
      const days = await db.execute<{ weekday: number; revenue: number }>(sql`
        select extract(isodow from ${orderLines.createdAt} at time zone ${PLATFORM_TIME_ZONE})::int as weekday,
               ${lineRevenue} as revenue
          from ${orderLines}
         where ${orderLines.status} = 'Completed'
           and ${orderLines.createdAt} >= (${today} - interval '6 days') at time zone ${PLATFORM_TIME_ZONE}
           and ${orderLines.createdAt} < (${today} + interval '1 day') at time zone ${PLATFORM_TIME_ZONE}
         group by 1`);

      const byWeekday = new Map(
        days.rows.map((row) => [ISO_WEEKDAYS[Number(row.weekday)], Number(row.revenue)]),
      );
      const daily = Object.fromEntries(
        REVENUE_WEEKDAYS.map((day) => [day, byWeekday.get(day) ?? 0]),
      ) as Record<Weekday, number>;
      const row = totals.rows[0]!;
      return {
        total_orders: Number(row.total_orders),
        total_revenue: Number(row.total_revenue),
        active_restaurants: Number(row.active_restaurants),
        active_customers: Number(row.active_customers),
        daily_revenue: daily,
      };
    },
  };
}
