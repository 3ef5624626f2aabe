import type { DeliveryWindow } from '@bhoj/contract';
import { formatTime } from '../../../i18n';

/** Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_HOURS = 6;

/** `HH:MM` of a Dhaka wall clock as an instant on some day, for the language's time format. */
function dhakaInstant(hhmm: string): Date {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2000, 0, 1, hours - DHAKA_OFFSET_HOURS, minutes));
}

/** Whether orders are taken at any hour (`00:00`–`24:00`, or an empty window written as equal ends). */
export const isAroundTheClock = ({ open, close }: DeliveryWindow): boolean =>
  open === close || (open === '00:00' && close === '24:00');

/** The window's ends in the chosen language's digits: `{ open: '10:00', close: '22:00' }`. */
export const windowTimes = ({ open, close }: DeliveryWindow) => ({
  open: formatTime(dhakaInstant(open)),
  close: formatTime(dhakaInstant(close)),
});
