const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const time = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short' });

/** An ISO date-time from the API as { date: '1 May 2024', time: '16:00' } in the viewer's time zone. */
export function formatDateTime(iso: string): { date: string; time: string } {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return { date: '', time: '' };
  return { date: day.format(value), time: time.format(value) };
}
