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

export type DhakaDateTime = { date: string; time: string; full: string };

/** An ISO date-time (or a Date) as Dhaka date, time, and both: "24 Nov 2026, 02:25". Empty when invalid. */
export function formatDhakaDateTime(value: string | Date, locale: string = ENGLISH): DhakaDateTime {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { date: '', time: '', full: '' };
  const { date: dhakaDate, time: dhakaTime } = dhakaFormatters(locale);
  const parts = { date: dhakaDate.format(date), time: dhakaTime.format(date) };
  return { ...parts, full: `${parts.date}, ${parts.time}` };
}

/** Today's calendar date in Dhaka as YYYY-MM-DD (the board's date filter). */
export function dhakaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}
