import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import type { CartItem } from '@bhoj/contract';
import { cartMessages } from '../messages';
import { UnavailableNote } from './unavailable-note';

/** The items being ordered, above the checkout's order summary. */
export function CheckoutItems({ items }: { items: CartItem[] }) {
  const t = useMessages(cartMessages);
  return (
    <ul className="mb-2 divide-y divide-stone-100 border-b border-stone-200" aria-label={t('items')}>
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-start justify-between gap-3 py-2 text-sm"
          data-testid="checkout-item"
        >
          <span className="min-w-0">
            <span className="font-semibold text-stone-900">{item.food_item_name}</span>{' '}
            <span className="text-stone-500">{t('timesQuantity', { quantity: item.quantity })}</span>
            {item.restaurant_name ? (
              <span className="block text-xs text-stone-500">{item.restaurant_name}</span>
            ) : null}
            {item.is_available ? null : <UnavailableNote />}
          </span>
          <span className="shrink-0 tabular-nums">{formatMoney(item.total_price)}</span>
        </li>
      ))}
    </ul>
  );
}
