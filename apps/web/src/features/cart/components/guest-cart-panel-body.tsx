import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { signInPath } from '../../../lib/paths';
import { guestEstimate } from '../guest/guest-cart';
import { useGuestCart } from '../guest/guest-cart-storage';
import { asCartItem } from '../guest/as-cart-item';
import { cartMessages } from '../messages';
import { GuestCartPanelLine } from './cart-panel-line';
import { closeCartPanel, PanelEmpty, PanelFilled, ViewCartLink } from './cart-panel-parts';

/** A visitor's 'Your Cart': the guest cart's lines, an estimated subtotal, and sign-in on the way to checkout. */
export function GuestCartPanelBody() {
  const t = useMessages(cartMessages);
  const cart = useGuestCart();
  if (cart.lines.length === 0) return <PanelEmpty />;
  return (
    <PanelFilled
      lines={cart.lines.map((line) => (
        <GuestCartPanelLine key={line.id} item={asCartItem(line)} />
      ))}
      subtotalLabel={t('estimatedSubtotal')}
      subtotal={guestEstimate(cart)}
      note={
        <p className="text-xs text-stone-500" data-testid="estimate-note">
          {t('estimateNote')}
        </p>
      }
    >
      <Link
        to={signInPath('/checkout/')}
        onClick={closeCartPanel}
        className={buttonClasses({ size: 'lg', className: 'w-full' })}
        data-testid="guest-sign-in"
      >
        {t('signInToCheckOut')}
      </Link>
      <ViewCartLink variant="outline" />
    </PanelFilled>
  );
}
