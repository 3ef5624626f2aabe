import { MONTHS, type Month } from '../api/types';

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

/** The taka sign, on the chart's axis (spec section 2). */
export const TAKA_SIGN = '৳';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** A short axis label in the Bangladesh style: 950 → '৳950', 15000 → '৳15K', 250000 → '৳2.5L', 1.2e7 → '৳1.2Cr'. */
export function takaTick(value: number): string {
  return `${TAKA_SIGN}${compact.format(value)}`;
}
