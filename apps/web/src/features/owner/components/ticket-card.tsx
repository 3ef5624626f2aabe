import type { OwnerTicket, TicketStage } from '@bhoj/contract';
import { clsx } from 'clsx';
import { MapPin, Phone, Printer, User } from 'lucide-react';
import { Button } from '../../../components/button';
import { useFormat, useMessages } from '../../../i18n';
import { moveLabelKey, stageLabelKey } from '../lib/ticket-moves';
import { ownerMessages } from '../messages';
import { TicketItems } from './ticket-items';

/** One ticket on the board: who, where, how it is paid, what to cook, and its next moves as buttons. */
export function TicketCard({
  ticket,
  fresh,
  busy,
  onMove,
  onPrint,
}: {
  ticket: OwnerTicket;
  fresh: boolean;
  /** A move of this ticket is being saved: its buttons wait. */
  busy: boolean;
  onMove: (stage: TicketStage) => void;
  onPrint: () => void;
}) {
  const t = useMessages(ownerMessages);
  const { formatDateTime, formatNumber } = useFormat();
  return (
    <article
      aria-labelledby={`ticket-${ticket.id}`}
      data-testid="ticket-card"
      data-ticket-id={ticket.id}
      data-order-id={ticket.order}
      data-number={ticket.number}
      data-new={fresh ? 'true' : undefined}
      className={clsx(
        'flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors duration-700',
        fresh
          ? 'border-amber-400 bg-amber-50 shadow-[inset_4px_0_0_0_var(--color-amber-400)]'
          : 'border-stone-200',
      )}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`ticket-${ticket.id}`} className="text-lg font-bold text-stone-900">
          {ticket.number}
          {fresh ? (
            <span className="ml-2 rounded-full bg-amber-400 px-2 py-0.5 align-middle text-xs font-bold text-amber-950">
              {t('newBadge')}
            </span>
          ) : null}
        </h3>
        <p className="text-sm text-stone-600">
          <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at)}</time>
        </p>
      </header>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className="rounded-full bg-stone-100 px-2.5 py-0.5 font-semibold text-stone-800"
          data-testid="ticket-stage"
        >
          {t(stageLabelKey(ticket.stage))}
        </span>
        {ticket.prep_minutes ? (
          <span className="text-stone-600">{t('prep', { minutes: formatNumber(ticket.prep_minutes) })}</span>
        ) : null}
        <span
          className={clsx(
            'font-medium',
            ticket.payment_state === 'paid' ? 'text-green-700' : 'text-stone-700',
          )}
          data-testid="ticket-payment"
        >
          {t(`payment_${ticket.payment_state}`)}
        </span>
      </p>
      {ticket.cancel_reason ? (
        <p className="text-sm text-red-700" data-testid="ticket-reason">
          {t('reason', { reason: ticket.cancel_reason })}
        </p>
      ) : null}
      <ul className="flex flex-col gap-1 text-sm text-stone-700" aria-label={t('delivery')}>
        <li className="flex items-center gap-1.5">
          <User aria-hidden="true" className="size-4 text-stone-400" />
          {ticket.customer_name}
        </li>
        {ticket.phone_number ? (
          <li className="flex items-center gap-1.5">
            <Phone aria-hidden="true" className="size-4 text-stone-400" />
            <a href={`tel:${ticket.phone_number}`} className="hover:text-brand-700 hover:underline">
              {ticket.phone_number}
            </a>
          </li>
        ) : null}
        <li className="flex min-w-0 items-start gap-1.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-400" />
          <span className="break-words">{ticket.address}</span>
        </li>
      </ul>
      <TicketItems ticket={ticket} />
      <footer className="flex flex-wrap gap-2 border-t border-stone-100 pt-3">
        {ticket.next_stages.map((stage) => (
          <Button
            key={stage}
            size="sm"
            variant={stage === 'canceled' ? 'outline' : 'primary'}
            className={stage === 'canceled' ? 'text-red-700' : undefined}
            onClick={() => onMove(stage)}
            disabled={busy}
            aria-label={t('moveTicket', { action: t(moveLabelKey(stage)), number: ticket.number })}
          >
            {t(moveLabelKey(stage))}
          </Button>
        ))}
        <Button
          size="sm"
          variant="ghost"
          onClick={onPrint}
          aria-label={t('printTicket', { number: ticket.number })}
          className="ml-auto"
        >
          <Printer aria-hidden="true" className="size-4" /> {t('print')}
        </Button>
      </footer>
    </article>
  );
}
