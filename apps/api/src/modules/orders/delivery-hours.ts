import type { DeliveryHours } from '@bhoj/contract';

/** Wall-clock times in Asia/Dhaka, "HH:MM"; a window whose close is before its open runs past midnight. */
export interface HoursWindow {
  open: string;
  close: string;
}

const ALWAYS: DeliveryHours = { open: '00:00', close: '24:00', is_open: true, opens_at: null };
const MINUTE_MS = 60_000;

const toMinutes = (hhmm: string) => {
  const [hours, minutes] = hhmm.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

const dhakaFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Dhaka',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

/** The Dhaka calendar day and minute of `now`, and the zone's offset from UTC at that instant. */
function dhakaClock(now: Date) {
  const part = Object.fromEntries(dhakaFormat.formatToParts(now).map((p) => [p.type, Number(p.value)]));
  const { year, month, day, hour, minute } = part as Record<string, number>;
  const wallAsUtc = Date.UTC(year!, month! - 1, day!, hour!, minute!);
  const offsetMs = wallAsUtc - Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  return { year: year!, month: month!, day: day!, minute: hour! * 60 + minute!, offsetMs };
}

function isWithin(window: HoursWindow, minute: number) {
  const open = toMinutes(window.open);
  const close = toMinutes(window.close);
  if (open === close) return true;
  return open < close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** Whether orders are accepted at `now` and, when not, the instant ordering opens again. */
export function deliveryHoursAt(window: HoursWindow | undefined, now = new Date()): DeliveryHours {
  if (!window) return ALWAYS;
  const clock = dhakaClock(now);
  if (isWithin(window, clock.minute)) return { ...window, is_open: true, opens_at: null };
  const open = toMinutes(window.open);
  // Closed before today's opening: it opens later today; closed after it: tomorrow.
  const days = clock.minute < open ? 0 : 1;
  const openingWall = Date.UTC(clock.year, clock.month - 1, clock.day + days, 0, open);
  return { ...window, is_open: false, opens_at: new Date(openingWall - clock.offsetMs).toISOString() };
}
