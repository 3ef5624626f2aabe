import { Clock } from 'lucide-react';
import type { DeliveryHours } from '@bhoj/contract';
import { formatOpening } from '../lib/format-opening';

/** Outside delivery hours (10 AM to 10 PM, Bangladesh time) orders are refused; say when ordering opens again. */
export function DeliveryHoursNotice({ hours }: { hours: DeliveryHours }) {
  const opening = formatOpening(hours.opens_at);
  return (
    <p
      role="status"
      className="flex gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900"
      data-testid="ordering-closed"
    >
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>
        We take orders from {hours.open} to {hours.close} (Bangladesh time).
        {opening ? ` Ordering opens again at ${opening}.` : null}
      </span>
    </p>
  );
}
