import { formatDhakaDateTime } from '@bhoj/contract/dhaka-time';
import { useLanguageChange } from './catalog';
import { activeLocale } from './active-language';

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A count in the chosen language: '1,200' or '১,২০০'. */
export function formatNumber(value: number): string {
  const locale = activeLocale();
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    numberFormats.set(locale, format);
  }
  return format.format(value);
}

const digitFormats = new Map<string, Intl.NumberFormat>();

/** Digits as written, in the chosen digits and never grouped: a year, a postcode, a phone number. */
export function formatDigits(value: number | string): string {
  const locale = activeLocale();
  const format = digitFormats.get(locale) ?? new Intl.NumberFormat(locale, { useGrouping: false });
  digitFormats.set(locale, format);
  return String(value).replace(/\d/g, (digit) => format.format(Number(digit)));
}

/** A Dhaka date ('24 Nov 2026' / '২৪ নভে, ২০২৬'). */
export const formatDate = (value: string | Date): string => formatDhakaDateTime(value, dateLocale()).date;

/** A Dhaka time, 24-hour ('14:05' / '১৪:০৫'). */
export const formatTime = (value: string | Date): string => formatDhakaDateTime(value, dateLocale()).time;

/** A Dhaka date and time ('24 Nov 2026, 14:05'). */
export const formatDateTime = (value: string | Date): string => formatDhakaDateTime(value, dateLocale()).full;

// English dates keep the one style every screen and mail uses (contract's dhaka-time), not en-IN's.
function dateLocale(): string | undefined {
  const locale = activeLocale();
  return locale.startsWith('en') ? undefined : locale;
}

/** The formatters, in a component that redraws when the language changes. */
export function useFormat() {
  useLanguageChange();
  return { formatNumber, formatDigits, formatDate, formatTime, formatDateTime };
}
