import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useCartCount } from '../hooks/use-cart-count';
import { openCartPanel, useCartPanelOpen } from '../state/cart-panel';

/** The header's cart button with its item-count badge; it opens the 'Your Cart' panel. */
export function CartButton({ className }: { className?: string }) {
  const count = useCartCount();
  const open = useCartPanelOpen();
  return (
    <button
      type="button"
      onClick={openCartPanel}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={clsx(
        'relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700',
        className,
      )}
      data-testid="cart-button"
    >
      <ShoppingBag aria-hidden="true" className="size-5.5" />
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white"
        data-testid="cart-count"
      >
        {count > 99 ? '99+' : count}
      </span>
    </button>
  );
}
