/**
 * Every time Bhoj shows, on any screen or in any mail, is Asia/Dhaka time written one way:
 * "24 Nov 2026" and "02:25" (24-hour), whatever the viewer's or the server's own time zone.
 */
const dhakaDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', dateStyle: 'medium' });
const dhakaTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', timeStyle: 'short' });

export type DhakaDateTime = { date: string; time: string; full: string };

/** An ISO date-time (or a Date) as Dhaka date, time, and both: "24 Nov 2026, 02:25". Empty when invalid. */
export function formatDhakaDateTime(value: string | Date): DhakaDateTime {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return { date: '', time: '', full: '' };
  const parts = { date: dhakaDate.format(date), time: dhakaTime.format(date) };
  return { ...parts, full: `${parts.date}, ${parts.time}` };
}

/** Today's calendar date in Dhaka as YYYY-MM-DD (the board's date filter). */
export function dhakaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}
