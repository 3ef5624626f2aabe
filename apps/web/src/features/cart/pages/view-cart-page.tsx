import { Link, Navigate } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { LoadingStatus } from '../../../components/loading-status';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import type { Cart } from '@bhoj/contract';
import { useCart } from '../api/get-cart';
import { CartEmpty } from '../components/cart-empty';
import { CartTable } from '../components/cart-table';
import { GuestCartView } from '../components/guest-cart-view';
import { MergeNotice } from '../components/merge-notice';
import { OrderSummary } from '../components/order-summary';
import { OwnViewCartRow } from '../components/view-cart-row';
import { cartMessages } from '../messages';

/** view-cart/: the cart as a table with an order summary and Check Out; a visitor's guest cart with an estimate. */
export function ViewCartPage() {
  const t = useMessages(cartMessages);
  const user = useStoredUser();
  if (!canShop(user)) return <Navigate to="/unauthorized/" replace />;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={t('pageTitle')} />
      <h1 className="mb-6 text-3xl font-bold">{t('pageTitle')}</h1>
      {user ? <OwnCartView /> : <GuestCartView />}
    </div>
  );
}

function OwnCartView() {
  const t = useMessages(cartMessages);
  const cart = useCart();
  if (cart.isPending) return <ViewCartSkeleton />;
  if (cart.isError) {
    return (
      <ErrorState message={t('loadFailed')} onRetry={() => void cart.refetch()} retrying={cart.isFetching} />
    );
  }
  return (
    <>
      <MergeNotice className="mb-6" />
      {cart.data.items.length === 0 ? <CartEmpty /> : <FilledCart cart={cart.data} />}
    </>
  );
}

function FilledCart({ cart }: { cart: Cart }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <CartTable>
        {cart.items.map((item) => (
          <OwnViewCartRow key={item.id} item={item} />
        ))}
      </CartTable>
      <div className="space-y-4">
        <OrderSummary subtotal={cart.total_price} deliveryFee={cart.delivery_fee} total={cart.total} />
        <CheckOutLink blocked={cart.unavailable} />
      </div>
    </div>
  );
}

/** Check Out, or why not yet (an unavailable item must go first). */
function CheckOutLink({ blocked }: { blocked: boolean }) {
  const t = useMessages(cartMessages);
  const classes = buttonClasses({ size: 'lg', className: 'w-full' });
  if (!blocked) {
    return (
      <Link to="/checkout/" className={classes} data-testid="checkout-link">
        {t('checkOut')}
      </Link>
    );
  }
  return (
    <>
      <span
        role="link"
        aria-disabled="true"
        className={`${classes} cursor-not-allowed opacity-50`}
        data-testid="checkout-link"
      >
        {t('checkOut')}
      </span>
      <p className="text-sm font-semibold text-red-700" data-testid="cart-unavailable">
        {t('unavailableMessage')}
      </p>
    </>
  );
}

function ViewCartSkeleton() {
  const t = useMessages(cartMessages);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-testid="view-cart-loading">
      <LoadingStatus label={t('loading')} />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
      <Skeleton className="h-56 w-full rounded-2xl" />
    </div>
  );
}
