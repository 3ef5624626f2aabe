import { clsx } from 'clsx';
import { ShoppingBag } from 'lucide-react';
import { useFormat, useMessages } from '../../../i18n';
import { useStoredUser } from '../../../lib/auth-storage';
import { useCartCount } from '../hooks/use-cart-count';
import { cartFirstLoadMessages } from '../first-load/messages';
import { openCartPanel, useCartPanelOpen } from '../state/cart-panel';

/**
 * The header's cart button with its item-count badge; it opens the 'Your Cart' panel. A visitor's empty
 * guest cart shows no badge at all rather than a '0'.
 */
export function CartButton({ className }: { className?: string }) {
  const t = useMessages(cartFirstLoadMessages);
  const { formatNumber } = useFormat();
  const count = useCartCount();
  const visitor = useStoredUser() === null;
  const open = useCartPanelOpen();
  return (
    <button
      type="button"
      onClick={openCartPanel}
      aria-label={t('cartButton', { count })}
      aria-haspopup="dialog"
      aria-expanded={open}
      className={clsx(
        'relative grid size-10 place-items-center rounded-full text-stone-700 hover:bg-brand-50 hover:text-brand-700',
        className,
      )}
      data-testid="cart-button"
    >
      <ShoppingBag aria-hidden="true" className="size-5.5" />
      {visitor && count === 0 ? null : (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white"
          data-testid="cart-count"
        >
          {count > 99 ? `${formatNumber(99)}+` : formatNumber(count)}
        </span>
      )}
    </button>
  );
}
