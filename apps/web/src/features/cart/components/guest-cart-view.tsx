import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { signInPath } from '../../../lib/paths';
import { guestEstimate } from '../guest/guest-cart';
import { useGuestCart } from '../guest/guest-cart-storage';
import { asCartItem } from '../guest/as-cart-item';
import { cartMessages } from '../messages';
import { CartEmpty } from './cart-empty';
import { CartTable } from './cart-table';
import { GuestViewCartRow } from './view-cart-row';

/** A visitor's view-cart page: the guest cart's table, an estimated subtotal, sign-in on the way to checkout. */
export function GuestCartView() {
  const t = useMessages(cartMessages);
  const cart = useGuestCart();
  if (cart.lines.length === 0) return <CartEmpty />;
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <CartTable>
        {cart.lines.map((line) => (
          <GuestViewCartRow key={line.id} item={asCartItem(line)} />
        ))}
      </CartTable>
      <div className="space-y-4">
        <section
          aria-labelledby="guest-summary-title"
          className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          data-testid="guest-summary"
        >
          <h2 id="guest-summary-title" className="mb-3 text-lg font-bold">
            {t('orderSummary')}
          </h2>
          <p className="flex items-baseline justify-between gap-4 text-lg font-bold">
            <span>{t('estimatedSubtotal')}</span>
            <span className="tabular-nums" data-testid="summary-estimate">
              {formatMoney(guestEstimate(cart))}
            </span>
          </p>
          <p className="mt-2 text-sm text-stone-600" data-testid="estimate-note">
            {t('estimateNote')}
          </p>
        </section>
        <Link
          to={signInPath('/checkout/')}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
          data-testid="guest-sign-in"
        >
          {t('signInToCheckOut')}
        </Link>
      </div>
    </div>
  );
}
