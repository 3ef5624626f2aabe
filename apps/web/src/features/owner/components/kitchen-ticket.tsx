import type { OwnerTicket } from '@bhoj/contract';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useFormat, useMessages } from '../../../i18n';
import { ownerMessages } from '../messages';
import { TicketItems } from './ticket-items';

/**
 * The printable kitchen ticket: placed outside the app's root, it is the only thing a printed page shows
 * (see `.kitchen-print` in index.css). It prints once mounted and calls `onPrinted` after the dialog.
 */
export function KitchenTicket({ ticket, onPrinted }: { ticket: OwnerTicket; onPrinted: () => void }) {
  const t = useMessages(ownerMessages);
  const { formatDateTime, formatNumber } = useFormat();
  useEffect(() => {
    const done = () => onPrinted();
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [ticket.id, onPrinted]);

  return createPortal(
    <section className="kitchen-print hidden p-4 font-mono text-black" data-testid="kitchen-ticket">
      <h1 className="text-2xl font-bold">{ticket.number}</h1>
      <p>{formatDateTime(ticket.created_at)}</p>
      <p>
        {ticket.customer_name} · {ticket.phone_number ?? ''}
      </p>
      <p>{ticket.address}</p>
      <p>
        {ticket.payment_state === 'paid' ? t('kitchenPaidOnline') : t('kitchenCashOnDelivery')}
        {ticket.prep_minutes
          ? ` · ${t('kitchenReadyIn', { minutes: formatNumber(ticket.prep_minutes) })}`
          : ''}
      </p>
      <div className="mt-2 border-t border-dashed border-black pt-2">
        <TicketItems ticket={ticket} />
      </div>
    </section>,
    document.body,
  );
}
