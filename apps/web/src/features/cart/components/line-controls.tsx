import type { CartItem } from '@bhoj/contract';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { useMessages } from '../../../i18n';
import type { CartLine } from '../hooks/use-cart-line';
import { cartMessages } from '../messages';

// The controls of one cart line, shared by the cart panel and the view-cart table, for the account's
// cart and the guest cart alike.

const stepButton =
  'grid size-9 place-items-center text-stone-700 transition-colors hover:bg-brand-50 hover:text-brand-700 disabled:pointer-events-none disabled:opacity-40';

/** The line's quantity with − and +: never below 1, so − is disabled at 1. */
export function LineQuantity({ item, line }: { item: CartItem; line: CartLine }) {
  const t = useMessages(cartMessages);
  const { food_item_name: name, quantity } = item;
  return (
    <div
      role="group"
      aria-label={t('quantityOf', { name })}
      className="inline-flex items-center overflow-hidden rounded-lg border border-stone-300 bg-white"
    >
      <button
        type="button"
        className={stepButton}
        aria-label={t('decreaseQuantityOf', { name })}
        disabled={line.busy || quantity <= 1}
        onClick={() => line.setQuantity(quantity - 1)}
        data-testid="decrease-quantity"
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <span
        className="min-w-9 border-x border-stone-300 px-1 text-center text-sm leading-9 font-semibold tabular-nums"
        data-testid="line-quantity"
      >
        {quantity}
      </span>
      <button
        type="button"
        className={stepButton}
        aria-label={t('increaseQuantityOf', { name })}
        disabled={line.busy}
        onClick={() => line.setQuantity(quantity + 1)}
        data-testid="increase-quantity"
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The trash button of the line. */
export function RemoveLineButton({ item, line }: { item: CartItem; line: CartLine }) {
  const t = useMessages(cartMessages);
  return (
    <button
      type="button"
      className="grid size-9 place-items-center rounded-full text-stone-500 transition-colors hover:bg-red-50 hover:text-red-700 disabled:pointer-events-none disabled:opacity-40"
      aria-label={t('removeFromCart', { name: item.food_item_name })}
      disabled={line.busy}
      onClick={line.remove}
      data-testid="remove-line"
    >
      <Trash2 aria-hidden="true" className="size-4.5" />
    </button>
  );
}

/** Said after the server refused a change (the line has been put back). */
export function LineFailedNote({ line }: { line: CartLine }) {
  const t = useMessages(cartMessages);
  if (!line.failed) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {t('changeFailed')}
    </p>
  );
}
