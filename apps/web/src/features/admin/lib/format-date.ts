import { formatDhakaDateTime } from '@bhoj/contract';

/** An ISO date-time from the API as { date: '1 May 2024', time: '16:00' } in Asia/Dhaka time. */
export function formatDateTime(iso: string): { date: string; time: string } {
  const { date, time } = formatDhakaDateTime(iso);
  return { date, time };
}
