import { localDigits } from './local-digits.ts';

/**
 * Every time Bhoj shows, on any screen or in any mail, is Asia/Dhaka time, whatever the viewer's or the
 * server's own time zone. In English it is written one way: "24 Nov 2026" and "02:25" (24-hour); a
 * Bangla screen or mail passes its own locale ('bn-BD', or 'bn-BD-u-nu-latn' for Latin digits).
 */
const ENGLISH = 'en-GB';
const formatters = new Map<string, { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function dhakaFormatters(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', dateStyle: 'medium' }),
      time: new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', timeStyle: 'short', hourCycle: 'h23' }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/**
 * The months as the app's locales abbreviate them (CLDR's medium date style), so a date is written
 * without an `Intl.DateTimeFormat`: the first one a page makes costs tens of milliseconds, the engine
 * loading its data (docs/ARCHITECTURE.md, "Numbers without Intl"). dhaka-time.test.ts holds them to Intl.
 */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const BANGLA_MONTHS = ['জানু', 'ফেব', 'মার্চ', 'এপ্রি', 'মে', 'জুন', 'জুল', 'আগ', 'সেপ', 'অক্টো', 'নভে', 'ডিসে'];

/** Dhaka is six hours ahead of UTC, with no daylight saving since its one year of it, 2009. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const WRITTEN_FROM = Date.UTC(2010, 0, 1) - DHAKA_OFFSET_MS;
const WRITTEN_UNTIL = Date.UTC(10000, 0, 1) - DHAKA_OFFSET_MS;

function written(date: Date, locale: string): { date: string; time: string } | undefined {
  const bangla = locale === 'bn-BD' || locale === 'bn-BD-u-nu-latn';
  if (locale !== ENGLISH && !bangla) return undefined;
  if (date.getTime() < WRITTEN_FROM || date.getTime() >= WRITTEN_UNTIL) return undefined;
  const dhaka = new Date(date.getTime() + DHAKA_OFFSET_MS);
  const [day, year] = [dhaka.getUTCDate(), dhaka.getUTCFullYear()];
  const two = (value: number) => String(value).padStart(2, '0');
  const time = `${two(dhaka.getUTCHours())}:${two(dhaka.getUTCMinutes())}`;
  const text = bangla
    ? { date: `${day} ${BANGLA_MONTHS[dhaka.getUTCMonth()]}, ${year}`, time }
    : { date: `${day} ${ENGLISH_MONTHS[dhaka.getUTCMonth()]} ${year}`, time };
  return { date: localDigits(text.date, locale), time: localDigits(text.time, locale) };
}

export type DhakaDateTime = { date: string; time: string; full: string };

/** An ISO date-time (or a Date) as Dhaka date, time, and both: "24 Nov 2026, 02:25". Empty when invalid. */
export function formatDhakaDateTime(value: string | Date, locale: string = ENGLISH): DhakaDateTime {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { date: '', time: '', full: '' };
  const parts = written(date, locale) ?? {
    date: dhakaFormatters(locale).date.format(date),
    time: dhakaFormatters(locale).time.format(date),
  };
  return { ...parts, full: `${parts.date}, ${parts.time}` };
}

/** Today's calendar date in Dhaka as YYYY-MM-DD (the board's date filter). */
export function dhakaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}
