import { activeChoice, activeLocale } from '../i18n/active-language';

/**
 * Prices are shown in taka with the Bangladesh digit grouping (the last three digits, then groups of
 * two: 1,23,45,678.90), always two decimals. In English they are prefixed 'TK ' (the spec's style); in
 * Bangla with the taka sign, in Bengali digits unless Latin ones were chosen: '৳১,২৩,৪৫৬.৫০'. A negative
 * amount puts the sign before the prefix: '-TK 5.00'.
 *
 * 'en-BD' falls back to plain 'en' grouping in ICU, so the Indian English locale, which groups the same
 * way, does the work. Rounding is half away from zero on the decimal value as written (1.005 -> 1.01):
 * V8 formats the shortest decimal form of a double, and decimal strings from the API are taken exactly.
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(locale: string): Intl.NumberFormat {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      roundingMode: 'halfExpand',
      signDisplay: 'negative',
    });
    formatters.set(locale, formatter);
  }
  return formatter;
}

export const CURRENCY_PREFIX = 'TK ';
const TAKA_SIGN = '৳';

/** 'TK ' in English, '৳' in Bangla. */
export const currencyPrefix = (): string => (activeChoice().language === 'en' ? CURRENCY_PREFIX : TAKA_SIGN);

/** `formatMoney(123456.5)` → `'TK 1,23,456.50'`. Accepts a number or a decimal string such as `'110.50'`. */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? amount.trim() : amount;
  const prefix = currencyPrefix();
  const formatter = formatterFor(activeLocale());
  // Anything that is not a finite number (NaN, '', 'abc', Infinity) shows as zero rather than 'TK NaN'.
  if (value === '' || !Number.isFinite(Number(value))) return `${prefix}${formatter.format(0)}`;
  // Intl's typings only take number | bigint, but ES2023 formats decimal strings exactly as well.
  const formatted = formatter.format(value as number);
  return formatted.startsWith('-') ? `-${prefix}${formatted.slice(1)}` : `${prefix}${formatted}`;
}
