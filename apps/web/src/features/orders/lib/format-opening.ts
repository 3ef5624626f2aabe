const formats = new Map<string, Intl.DateTimeFormat>();

function dhakaTime(locale: string): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: 'Asia/Dhaka',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * When ordering opens again, in Bangladesh time: 'Tue 4 Mar, 10:00' (English), in `locale`'s words and
 * digits otherwise. Unreadable input gives ''.
 */
export function formatOpening(iso: string | null | undefined, locale = 'en-GB'): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dhakaTime(locale).format(date);
}
