import { MONTHS, type Month } from '@bhoj/contract';

export type MonthlyPoint = { month: Month; sales: number };

/** The chart's twelve bars, Jan to Dec, whatever order or gaps the answer has (a missing month is 0). */
export function toMonthlySeries(
  monthly: Partial<Record<string, unknown>> | null | undefined,
): MonthlyPoint[] {
  return MONTHS.map((month) => {
    const value = Number(monthly?.[month] ?? 0);
    return { month, sales: Number.isFinite(value) ? value : 0 };
  });
}
