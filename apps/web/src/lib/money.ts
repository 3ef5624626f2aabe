import { activeChoice, activeLocale } from '../i18n/active-language';
import { numberText } from '@bhoj/contract/number-text';

/**
 * Prices are shown in taka with the Bangladesh digit grouping (the last three digits, then groups of
 * two: 1,23,45,678.90), always two decimals. In English they are prefixed 'TK ' (the spec's style); in
 * Bangla with the taka sign, in Bengali digits unless Latin ones were chosen: '৳১,২৩,৪৫৬.৫০'. A negative
 * amount puts the sign before the prefix: '-TK 5.00'.
 *
 * Written by numberText (the contract's number-text.ts): rounding is half away from zero on the decimal value as
 * written (1.005 -> 1.01), a number taken in its shortest decimal form and a decimal string from the API
 * exactly.
 */
export const CURRENCY_PREFIX = 'TK ';
const TAKA_SIGN = '৳';

/** 'TK ' in English, '৳' in Bangla. */
export const currencyPrefix = (): string => (activeChoice().language === 'en' ? CURRENCY_PREFIX : TAKA_SIGN);

/** `formatMoney(123456.5)` → `'TK 1,23,456.50'`. Accepts a number or a decimal string such as `'110.50'`. */
export function formatMoney(amount: number | string): string {
  const value = typeof amount === 'string' ? amount.trim() : amount;
  const prefix = currencyPrefix();
  // Anything that is not a finite number (NaN, '', 'abc', Infinity) shows as zero rather than 'TK NaN'.
  const written = value === '' || !Number.isFinite(Number(value)) ? 0 : value;
  const formatted = numberText(written, activeLocale(), { fractionDigits: 2 });
  return formatted.startsWith('-') ? `-${prefix}${formatted.slice(1)}` : `${prefix}${formatted}`;
}
