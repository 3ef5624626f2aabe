/** Calendar arithmetic in Asia/Dhaka (UTC+6 all year, no daylight saving). */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const DHAKA_OFFSET = 6 * HOUR;

/** A calendar day in Dhaka; month is 0-based like Date's. */
export interface DhakaDay {
  year: number;
  month: number;
  day: number;
}

export function dhakaDay(date: Date): DhakaDay {
  const shifted = new Date(date.getTime() + DHAKA_OFFSET);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

export const dhakaHour = (date: Date) => new Date(date.getTime() + DHAKA_OFFSET).getUTCHours();

export function atDhakaTime(day: DhakaDay, hour: number, minute: number, second = 0): Date {
  return new Date(Date.UTC(day.year, day.month, day.day, hour, minute, second) - DHAKA_OFFSET);
}

/** The day `days` before (negative) or after `day`. */
export function addDays(day: DhakaDay, days: number): DhakaDay {
  const d = new Date(Date.UTC(day.year, day.month, day.day + days));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

/** The first day of the month `months` before the month of `day`. */
export function monthsBefore(day: DhakaDay, months: number): DhakaDay {
  const d = new Date(Date.UTC(day.year, day.month - months, 1));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: 1 };
}

export const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
