import { Navigate, Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { PageTitle } from '../../../components/page-title';
import { Skeleton } from '../../../components/skeleton';
import { StackedTable, type StackedTableColumn } from '../../../components/stacked-table';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import type { Cart } from '@bhoj/contract';
import { useCart } from '../api/get-cart';
import { CartEmpty } from '../components/cart-empty';
import { OrderSummary } from '../components/order-summary';
import { UNAVAILABLE_MESSAGE } from '../components/unavailable-note';
import { ViewCartRow } from '../components/view-cart-row';
import { LoadingStatus } from '../../../components/loading-status';

/** view-cart/: the cart as a table with an order summary and Check Out. */
export function ViewCartPage() {
  const user = useStoredUser();
  const cart = useCart();
  if (!canShop(user)) return <Navigate to="/unauthorized/" replace />;

  let body;
  if (cart.isPending) body = <ViewCartSkeleton />;
  else if (cart.isError) {
    body = (
      <ErrorState
        message="Your cart could not be loaded."
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  } else if (cart.data.items.length === 0) body = <CartEmpty />;
  else body = <FilledCart cart={cart.data} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title="Your cart" />
      <h1 className="mb-6 text-3xl font-bold">Your cart</h1>
      {body}
    </div>
  );
}

const cartColumns: StackedTableColumn[] = [
  { label: 'Name', className: 'py-3 pr-3 text-sm font-semibold' },
  { label: 'Quantity', className: 'px-3 py-3 text-sm font-semibold' },
  { label: 'Total', className: 'px-3 py-3 text-right text-sm font-semibold' },
  { label: 'Remove', className: 'py-3 pl-1 text-sm', hiddenLabel: true },
];

function FilledCart({ cart }: { cart: Cart }) {
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="relative rounded-2xl border border-stone-200 bg-white px-4 shadow-sm sm:px-6">
        <StackedTable caption="Items in your cart" columns={cartColumns} testId="view-cart-table">
          {cart.items.map((item) => (
            <ViewCartRow key={item.id} item={item} />
          ))}
        </StackedTable>
      </div>
      <div className="space-y-4">
        <OrderSummary subtotal={cart.total_price} deliveryFee={cart.delivery_fee} total={cart.total} />
        <CheckOutLink blocked={cart.unavailable} />
      </div>
    </div>
  );
}

/** Check Out, or why not yet (an unavailable item must go first). */
function CheckOutLink({ blocked }: { blocked: boolean }) {
  const classes = buttonClasses({ size: 'lg', className: 'w-full' });
  if (!blocked) {
    return (
      <Link to="/checkout/" className={classes} data-testid="checkout-link">
        Check Out
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
        Check Out
      </span>
      <p className="text-sm font-semibold text-red-700" data-testid="cart-unavailable">
        {UNAVAILABLE_MESSAGE}
      </p>
    </>
  );
}

function ViewCartSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]" data-testid="view-cart-loading">
      <LoadingStatus label="Loading your cart" />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} className="h-14 w-full" />
        ))}
      </div>
      <Skeleton className="h-56 w-full rounded-2xl" />
    </div>
  );
}
