import { formatDateTime } from '../lib/format-date';

/** A date on one line and its time under it, inside a <time> for machines. */
export function DateTime({ iso }: { iso: string }) {
  const { date, time } = formatDateTime(iso);
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {date}
      <span className="block text-xs text-stone-500">{time}</span>
    </time>
  );
}
