import { FoodImage } from '../../../components/food-image';
import { formatMoney } from '../../../lib/money';
import type { CartItem } from '@bhoj/contract';
import { type CartLine, useCartLine } from '../hooks/use-cart-line';
import { useGuestCartLine } from '../hooks/use-guest-cart-line';
import { LineFailedNote, LineQuantity, RemoveLineButton } from './line-controls';
import { UnavailableNote } from './unavailable-note';

/** The line of the account's cart: its changes go to the server. */
export function OwnViewCartRow({ item }: { item: CartItem }) {
  return <ViewCartRow item={item} line={useCartLine(item.id)} />;
}

/** The line of a visitor's guest cart: its changes stay in this browser. */
export function GuestViewCartRow({ item }: { item: CartItem }) {
  return <ViewCartRow item={item} line={useGuestCartLine(item.food_item)} />;
}

/** A row of the view-cart table: name, quantity stepper, total, delete. Below sm it wraps into a card. */
function ViewCartRow({ item, line }: { item: CartItem; line: CartLine }) {
  return (
    <tr
      className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 sm:table-row"
      data-testid="view-cart-row"
      aria-busy={line.busy || undefined}
    >
      <td className="w-full sm:w-auto sm:py-3 sm:pr-3">
        <div className="flex items-center gap-3">
          <FoodImage src={item.food_image} width={56} height={56} className="size-14 shrink-0 rounded-lg" />
          <div className="min-w-0">
            <p className="font-semibold text-stone-900" data-testid="view-cart-name">
              {item.food_item_name}
            </p>
            <p className="text-sm text-stone-500">
              {formatMoney(item.food_item_price)}
              {item.restaurant_name ? <> · {item.restaurant_name}</> : null}
            </p>
            {item.is_available ? null : <UnavailableNote />}
            <LineFailedNote line={line} />
          </div>
        </div>
      </td>
      <td className="sm:px-3 sm:py-3">
        <LineQuantity item={item} line={line} />
      </td>
      <td
        className="ml-auto font-semibold tabular-nums sm:px-3 sm:py-3 sm:text-right"
        data-testid="view-cart-total"
      >
        {formatMoney(item.total_price)}
      </td>
      <td className="sm:py-3 sm:pl-1">
        <RemoveLineButton item={item} line={line} />
      </td>
    </tr>
  );
}
