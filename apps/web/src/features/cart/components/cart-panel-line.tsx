import { FoodImage } from '../../../components/food-image';
import { formatMoney } from '../../../lib/money';
import type { CartItem } from '@bhoj/contract';
import { type CartLine, useCartLine } from '../hooks/use-cart-line';
import { useGuestCartLine } from '../hooks/use-guest-cart-line';
import { LineFailedNote, LineQuantity, RemoveLineButton } from './line-controls';
import { UnavailableNote } from './unavailable-note';

/** The line of the account's cart: its changes go to the server. */
export function OwnCartPanelLine({ item }: { item: CartItem }) {
  return <CartPanelLine item={item} line={useCartLine(item.id)} />;
}

/** The line of a visitor's guest cart: its changes stay in this browser. */
export function GuestCartPanelLine({ item }: { item: CartItem }) {
  return <CartPanelLine item={item} line={useGuestCartLine(item.food_item)} />;
}

/** One line of the 'Your Cart' panel: picture, name, unit price, quantity − / +, delete. */
function CartPanelLine({ item, line }: { item: CartItem; line: CartLine }) {
  return (
    <li className="flex gap-3 py-3" data-testid="cart-line" aria-busy={line.busy || undefined}>
      <FoodImage src={item.food_image} width={64} height={64} className="size-16 shrink-0 rounded-lg" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 font-semibold text-stone-900" data-testid="cart-line-name">
              {item.food_item_name}
            </p>
            <p className="text-sm text-stone-500">
              <span data-testid="cart-line-price">{formatMoney(item.food_item_price)}</span>
              {item.restaurant_name ? <> · {item.restaurant_name}</> : null}
            </p>
          </div>
          <RemoveLineButton item={item} line={line} />
        </div>
        {item.is_available ? null : <UnavailableNote />}
        <div className="flex items-center justify-between gap-2">
          <LineQuantity item={item} line={line} />
          <span className="font-semibold tabular-nums" data-testid="cart-line-total">
            {formatMoney(item.total_price)}
          </span>
        </div>
        <LineFailedNote line={line} />
      </div>
    </li>
  );
}
