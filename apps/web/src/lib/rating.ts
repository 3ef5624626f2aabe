import { activeLocale } from '../i18n/active-language';

const averages = new Map<string, Intl.NumberFormat>();

/** An average rating with one decimal, in the chosen digits: 4.5, 4.0 ('৪.৫' in Bangla). */
export function formatAverage(average: number): string {
  const locale = activeLocale();
  const format =
    averages.get(locale) ??
    new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  averages.set(locale, format);
  return format.format(average);
}
