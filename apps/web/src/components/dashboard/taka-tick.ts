const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** A chart axis label in the Bangladesh style: 950 → '৳950', 15000 → '৳15K', 250000 → '৳2.5L', 1.2e7 → '৳1.2Cr'. */
export function takaTick(value: number): string {
  return `৳${compact.format(value)}`;
}
