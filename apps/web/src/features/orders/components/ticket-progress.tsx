import type { TicketBase } from '@bhoj/contract';
import { clsx } from 'clsx';
import { translateServerMessage, useFormat, useMessages } from '../../../i18n';
import { ordersMessages } from '../messages';

/** The stages a ticket goes through when all goes well, in order. */
const PIPELINE = ['new', 'accepted', 'preparing', 'out_for_delivery', 'delivered'] as const;

/** When the food should be ready: accepted at + preparation minutes. */
function readyAt(ticket: TicketBase): Date | null {
  if (!ticket.accepted_at || !ticket.prep_minutes) return null;
  return new Date(new Date(ticket.accepted_at).getTime() + ticket.prep_minutes * 60_000);
}

/** A ticket's stage as a progress bar of the five steps, or a canceled bar with the reason. */
export function TicketProgress({ ticket }: { ticket: TicketBase }) {
  const t = useMessages(ordersMessages);
  const { formatTime, formatNumber } = useFormat();
  const canceled = ticket.stage === 'canceled';
  const step = canceled ? 0 : PIPELINE.indexOf(ticket.stage as (typeof PIPELINE)[number]) + 1;
  const ready = readyAt(ticket);
  const stage = t(`stage_${ticket.stage}`);
  return (
    <div className="space-y-1.5" data-testid="ticket-progress" data-stage={ticket.stage}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span
          className={clsx('font-semibold', canceled ? 'text-red-700' : 'text-stone-900')}
          data-testid="ticket-stage"
        >
          {stage}
        </span>
        {ready && !canceled && ticket.stage !== 'delivered' ? (
          <span className="text-stone-600" data-testid="ticket-ready">
            {t('readyAbout', { time: formatTime(ready), minutes: formatNumber(ticket.prep_minutes ?? 0) })}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        aria-label={t('progressLabel', { restaurant: ticket.restaurant, stage })}
        aria-valuemin={0}
        aria-valuemax={PIPELINE.length}
        aria-valuenow={step}
        aria-valuetext={stage}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className={clsx(
            'h-full rounded-full transition-[width] duration-500',
            canceled ? 'bg-red-500' : 'bg-brand-600',
          )}
          style={{ width: canceled ? '100%' : `${(step / PIPELINE.length) * 100}%` }}
        />
      </div>
      {canceled && ticket.cancel_reason ? (
        <p className="text-sm text-red-700" data-testid="ticket-reason">
          {t('canceledBecause', { reason: translateServerMessage(ticket.cancel_reason) })}
        </p>
      ) : null}
    </div>
  );
}
