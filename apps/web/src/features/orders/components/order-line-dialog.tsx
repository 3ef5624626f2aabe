import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FoodImage } from '../../../components/food-image';
import { formatMoney } from '../../../lib/money';
import type { CustomerTicket, CustomerTicketItem } from '@bhoj/contract';
import { useFormat, useMessages } from '../../../i18n';
import { ordersMessages } from '../messages';
import { StatusBadge } from '../../../components/status-badge';

/** An order line as the history shows it: the line, and the ticket (restaurant) it belongs to. */
export type OrderLineView = { item: CustomerTicketItem; ticket: CustomerTicket };

/** The View modal of an order line: image, name, price, quantity and restaurant. */
export function OrderLineDialog({ line, onClose }: { line: OrderLineView | null; onClose: () => void }) {
  return (
    <Dialog.Root open={line !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-stone-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-2xl bg-white shadow-2xl focus:outline-none"
          data-testid="order-line-dialog"
        >
          {line ? <LineDetails line={line} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function LineDetails({ line: { item, ticket } }: { line: OrderLineView }) {
  const t = useMessages(ordersMessages);
  const { formatDateTime, formatNumber } = useFormat();
  return (
    <>
      <FoodImage
        src={item.item_image}
        alt={item.item_name}
        width={448}
        height={252}
        className="aspect-video w-full"
      />
      <div className="space-y-4 p-5">
        <div className="flex items-start justify-between gap-3 pr-6">
          <Dialog.Title className="text-xl font-bold text-stone-900">{item.item_name}</Dialog.Title>
          <StatusBadge status={ticket.status} />
        </div>
        <dl className="divide-y divide-stone-100 border-y border-stone-100 text-sm">
          <Detail label={t('price')} testId="dialog-price">
            {formatMoney(item.item_price)}
          </Detail>
          <Detail label={t('quantity')} testId="dialog-quantity">
            {formatNumber(item.quantity)}
          </Detail>
          <Detail label={t('lineTotal')} testId="dialog-subtotal">
            {formatMoney(item.subtotal)}
          </Detail>
          <Detail label={t('restaurant')} testId="dialog-restaurant">
            {ticket.restaurant_slug ? (
              <Link
                to={`/restaurant/${ticket.restaurant_slug}/`}
                className="font-semibold text-brand-700 underline"
              >
                {ticket.restaurant}
              </Link>
            ) : (
              // The restaurant has left Bhoj: its name as it was when ordered, without a link.
              ticket.restaurant
            )}
          </Detail>
          <Detail label={t('ordered')} testId="dialog-date">
            {formatDateTime(ticket.created_at)}
          </Detail>
        </dl>
      </div>
      <Dialog.Close
        aria-label={t('close')}
        className="absolute top-3 right-3 grid size-9 place-items-center rounded-full bg-white/90 text-stone-700 shadow hover:bg-white"
      >
        <X aria-hidden="true" className="size-5" />
      </Dialog.Close>
    </>
  );
}

function Detail({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
