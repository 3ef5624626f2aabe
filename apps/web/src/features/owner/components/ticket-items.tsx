import type { TicketBase } from '@bhoj/contract';
import { useFormat, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { ownerMessages } from '../messages';

/** A ticket's foods with quantity and price, then its delivery fee and total. */
export function TicketItems({ ticket }: { ticket: TicketBase }) {
  const t = useMessages(ownerMessages);
  const { formatNumber } = useFormat();
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('itemsOfTicket', { number: ticket.number })}</caption>
      <tbody>
        {ticket.items.map((item) => (
          <tr key={item.id}>
            <td className="py-0.5 pr-2 font-medium text-stone-900">
              {formatNumber(item.quantity)} × {item.item_name}
            </td>
            <td className="py-0.5 text-right tabular-nums text-stone-700">{formatMoney(item.subtotal)}</td>
          </tr>
        ))}
        <tr className="border-t border-stone-200">
          <td className="pt-1 pr-2 text-stone-600">{t('deliveryFee')}</td>
          <td className="pt-1 text-right tabular-nums text-stone-700">{formatMoney(ticket.delivery_fee)}</td>
        </tr>
        <tr>
          <td className="pr-2 font-bold text-stone-900">{t('total')}</td>
          <td className="text-right font-bold tabular-nums text-stone-900" data-testid="ticket-total">
            {formatMoney(ticket.total)}
          </td>
        </tr>
      </tbody>
    </table>
  );
}
