/**
 * Prices are shown in taka with the Bangladesh English digit grouping (the last three digits, then groups
 * of two: 1,23,45,678.90), always two decimals, prefixed 'TK '. A negative amount puts the sign before
 * the prefix: '-TK 5.00'.
 *
 * 'en-BD' falls back to plain 'en' grouping in ICU, so the Indian English locale, which groups the same
 * way, does the work. Rounding is half away from zero on the decimal value as written (1.005 -> 1.01):
 * V8 formats the shortest decimal form of a double, and decimal strings from the API are taken exactly.
 */
const formatter = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
  signDisplay: 'negative',
});

export const CURRENCY_PREFIX = 'TK ';

/** `formatMoney(123456.5)` → `'TK 1,23,456.50'`. Accepts a number or a decimal string such as `'110.50'`. */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? amount.trim() : amount;
  // Anything that is not a finite number (NaN, '', 'abc', Infinity) shows as zero rather than 'TK NaN'.
  if (value === '' || !Number.isFinite(Number(value))) return `${CURRENCY_PREFIX}0.00`;
  // Intl's typings only take number | bigint, but ES2023 formats decimal strings exactly as well.
  const formatted = formatter.format(value as number);
  return formatted.startsWith('-')
    ? `-${CURRENCY_PREFIX}${formatted.slice(1)}`
    : `${CURRENCY_PREFIX}${formatted}`;
}
