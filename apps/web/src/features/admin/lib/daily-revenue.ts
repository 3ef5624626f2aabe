import { REVENUE_WEEKDAYS } from '@bhoj/contract';

export type RevenuePoint = { day: (typeof REVENUE_WEEKDAYS)[number]; revenue: number };

/** The chart's points: one per weekday, Fri … Thu, whatever order the keys arrive in. */
export function dailyRevenuePoints(daily: Partial<Record<string, number>>): RevenuePoint[] {
  return REVENUE_WEEKDAYS.map((day) => {
    const revenue = Number(daily[day] ?? 0);
    return { day, revenue: Number.isFinite(revenue) ? revenue : 0 };
  });
}
