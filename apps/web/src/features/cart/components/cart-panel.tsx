import { ShoppingBag } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Sheet } from '../../../components/sheet';
import { Skeleton } from '../../../components/skeleton';
import { formatMoney } from '../../../lib/money';
import { signInPath } from '../../../lib/paths';
import type { Cart } from '@bhoj/contract';
import { useCart } from '../api/get-cart';
import { setCartPanelOpen, useCartPanelOpen } from '../state/cart-panel';
import { CartPanelLine } from './cart-panel-line';
import { UNAVAILABLE_MESSAGE } from './unavailable-note';
import { LoadingStatus } from '../../../components/loading-status';

const close = () => setCartPanelOpen(false);

/** The slide-in 'Your Cart' panel: items, subtotal, 'Your cart is empty', View Cart. */
export function CartPanel() {
  const open = useCartPanelOpen();
  return (
    <Sheet open={open} onOpenChange={setCartPanelOpen} side="right" title="Your Cart">
      <div className="flex min-h-full flex-col" data-testid="cart-panel">
        <CartPanelBody />
      </div>
    </Sheet>
  );
}

function CartPanelBody() {
  const cart = useCart();
  if (!cart.shopper) {
    return (
      <Empty>
        <Link to={signInPath()} onClick={close} className={buttonClasses({ variant: 'outline' })}>
          Sign in to shop
        </Link>
      </Empty>
    );
  }
  if (cart.isPending) return <PanelSkeleton />;
  if (cart.isError) {
    return (
      <ErrorState
        className="m-4"
        message="Your cart could not be loaded."
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  if (cart.data.items.length === 0) {
    return (
      <Empty>
        <Link to="/our-menu/" onClick={close} className={buttonClasses({ variant: 'outline' })}>
          Browse the menu
        </Link>
      </Empty>
    );
  }
  return <FilledCart cart={cart.data} />;
}

function FilledCart({ cart }: { cart: Cart }) {
  return (
    <>
      <ul className="flex-1 divide-y divide-stone-100 px-4" aria-label="Cart items">
        {cart.items.map((item) => (
          <CartPanelLine key={item.id} item={item} />
        ))}
      </ul>
      <div className="sticky bottom-0 space-y-3 border-t border-stone-200 bg-white p-4">
        {cart.unavailable ? (
          <p className="text-sm font-semibold text-red-700" role="status">
            {UNAVAILABLE_MESSAGE}
          </p>
        ) : null}
        <p className="flex items-baseline justify-between text-lg font-bold">
          <span>Subtotal</span>
          <span className="tabular-nums" data-testid="cart-subtotal">
            {formatMoney(cart.total_price)}
          </span>
        </p>
        <p className="text-xs text-stone-500">Delivery fee is added at checkout, once per restaurant.</p>
        <Link
          to="/view-cart/"
          onClick={close}
          className={buttonClasses({ size: 'lg', className: 'w-full' })}
          data-testid="view-cart-link"
        >
          View Cart
        </Link>
      </div>
    </>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center"
      data-testid="cart-empty"
    >
      <ShoppingBag aria-hidden="true" className="size-12 text-stone-300" />
      <p className="text-lg font-semibold text-stone-800">Your cart is empty</p>
      {children}
    </div>
  );
}

function PanelSkeleton() {
  return (
    <div className="space-y-4 p-4" data-testid="cart-loading">
      <LoadingStatus label="Loading your cart" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-16 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
