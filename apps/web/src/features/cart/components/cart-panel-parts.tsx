import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { cartMessages } from '../messages';
import { setCartPanelOpen } from '../state/cart-panel';

// The pieces the 'Your Cart' panel draws for the account's cart and for a visitor's guest cart alike.

export const closeCartPanel = () => setCartPanelOpen(false);

/** 'Your cart is empty', with the way to the menu. */
export function PanelEmpty() {
  const t = useMessages(cartMessages);
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
      data-testid="cart-empty"
    >
      <ShoppingBag aria-hidden="true" className="size-12 text-stone-300" />
      <p className="text-lg font-semibold text-stone-800">{t('emptyTitle')}</p>
      <Link to="/our-menu/" onClick={closeCartPanel} className={buttonClasses({ variant: 'outline' })}>
        {t('browseMenu')}
      </Link>
    </div>
  );
}

/** The lines, then the footer that stays in view: the subtotal, a note under it, then the way on. */
export function PanelFilled({
  lines,
  subtotalLabel,
  subtotal,
  note,
  children,
}: {
  lines: ReactNode;
  subtotalLabel: string;
  subtotal: number;
  note: ReactNode;
  children: ReactNode;
}) {
  const t = useMessages(cartMessages);
  return (
    <>
      <ul className="flex-1 divide-y divide-stone-100 px-4" aria-label={t('cartItems')}>
        {lines}
      </ul>
      <div className="sticky bottom-0 space-y-3 border-t border-stone-200 bg-white p-4">
        <p className="flex items-baseline justify-between text-lg font-bold">
          <span>{subtotalLabel}</span>
          <span className="tabular-nums" data-testid="cart-subtotal">
            {formatMoney(subtotal)}
          </span>
        </p>
        {note}
        {children}
      </div>
    </>
  );
}

/** View Cart, the panel's way to the cart page. */
export function ViewCartLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const t = useMessages(cartMessages);
  return (
    <Link
      to="/view-cart/"
      onClick={closeCartPanel}
      className={buttonClasses({ variant, size: 'lg', className: 'w-full' })}
      data-testid="view-cart-link"
    >
      {t('viewCart')}
    </Link>
  );
}
