import { Clock } from 'lucide-react';
import type { DeliveryHours } from '@bhoj/contract';
import { useMessages } from '../../../i18n';
import { activeChoice, activeLocale } from '../../../i18n/active-language';
import { formatOpening } from '../lib/format-opening';
import { ordersMessages } from '../messages';

/** Outside delivery hours (10 AM to 10 PM, Bangladesh time) orders are refused; say when ordering opens again. */
export function DeliveryHoursNotice({ hours }: { hours: DeliveryHours }) {
  const t = useMessages(ordersMessages);
  const opening = formatOpening(
    hours.opens_at,
    activeChoice().language === 'en' ? undefined : activeLocale(),
  );
  return (
    <p
      role="status"
      className="flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
      data-testid="ordering-closed"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        {t('hoursClosed', { open: hours.open, close: hours.close })}
        {opening ? ` ${t('opensAgain', { time: opening })}` : null}
      </span>
    </p>
  );
}
