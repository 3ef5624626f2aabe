import { useFormat } from '../../../i18n';

/** A date on one line and its time under it (Dhaka time, in the chosen language), inside a <time>. */
export function DateTime({ iso }: { iso: string }) {
  const { formatDate, formatTime } = useFormat();
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatDate(iso)}
      <span className="block text-xs text-stone-500">{formatTime(iso)}</span>
    </time>
  );
}
