import { activeLocale } from '../../i18n/active-language';

const compactFormats = new Map<string, Intl.NumberFormat>();

/**
 * A chart axis label in the Bangladesh style: 950 → '৳950', 15000 → '৳15K', 250000 → '৳2.5L', 1.2e7 →
 * '৳1.2Cr'; in Bangla in its own words and digits ('৳১৫ হা', '৳২.৫ লা').
 */
export function takaTick(value: number): string {
  const locale = activeLocale();
  const compact =
    compactFormats.get(locale) ??
    new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
  compactFormats.set(locale, compact);
  return `৳${compact.format(value)}`;
}
