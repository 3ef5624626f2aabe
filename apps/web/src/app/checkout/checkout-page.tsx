import type { Cart, Profile } from '@bhoj/contract';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/skeleton';
import { canShop, useStoredUser } from '../../lib/auth-storage';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useDeliveryHours } from '../../features/orders/api/get-delivery-hours';
import { useCart } from '../../features/cart/api/get-cart';
import { CartEmpty } from '../../features/cart/components/cart-empty';
import { CheckoutForm } from '../../features/orders/components/checkout-form';
import { CheckoutItems } from '../../features/cart/components/checkout-items';
import { CustomerDetails, isProfileComplete } from './customer-details';
import { DeliveryHoursNotice } from '../../features/orders/components/delivery-hours-notice';
import { PaymentReturnNotice } from '../../features/payments/components/payment-return-notice';
import { ProfileIncomplete } from './profile-incomplete';
import { OrderSummary } from '../../features/cart/components/order-summary';
import { UNAVAILABLE_MESSAGE } from '../../features/cart/components/unavailable-note';
import { useCheckout } from './use-checkout';
import { LoadingStatus } from '../../components/loading-status';

/**
 * checkout/: who (the profile, read-only), where, how to pay, and the order summary. It brings together
 * the cart, the customer's profile, the delivery hours, placing the order and paying online.
 */
export function CheckoutPage() {
  const user = useStoredUser();
  const [searchParams] = useSearchParams();
  const profile = useProfile();
  const cart = useCart();

  if (!canShop(user)) return <Navigate to="/unauthorized/" replace />;
  const outcome = searchParams.get('payment');
  const returned = outcome === 'failed' || outcome === 'cancelled';

  let body;
  if (profile.isError || cart.isError) {
    body = (
      <ErrorState
        message="Checkout could not be loaded."
        onRetry={() => void Promise.all([profile.refetch(), cart.refetch()])}
        retrying={profile.isFetching || cart.isFetching}
      />
    );
  } else if (profile.isPending || cart.isPending) body = <CheckoutSkeleton />;
  else if (cart.data.items.length === 0) {
    // Back from an unpaid payment the cart is empty: the notice above says where the order is.
    body = returned ? null : <CartEmpty />;
  } else body = <CheckoutReady profile={profile.data} cart={cart.data} />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title="Checkout" />
      <h1 className="mb-6 text-3xl font-bold">Checkout</h1>
      <div className="space-y-6">
        <PaymentReturnNotice outcome={outcome} />
        {body}
      </div>
    </div>
  );
}

function CheckoutReady({ profile, cart }: { profile: Profile; cart: Cart }) {
  const hours = useDeliveryHours();
  const checkout = useCheckout({ userId: cart.user ?? profile.id, total: cart.total });
  const complete = isProfileComplete(profile);
  const closed = hours.data !== undefined && !hours.data.is_open;

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_24rem]">
      <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {hours.data && closed ? <DeliveryHoursNotice hours={hours.data} /> : null}
        <CustomerDetails profile={profile} />
        {complete ? null : <ProfileIncomplete />}
        {cart.unavailable ? (
          <p className="font-semibold text-red-700" data-testid="cart-unavailable">
            {UNAVAILABLE_MESSAGE}
          </p>
        ) : null}
        <CheckoutForm
          onSubmit={checkout.submit}
          submitting={checkout.submitting}
          error={checkout.error}
          blocked={!complete || closed || cart.unavailable}
        />
      </div>
      <OrderSummary subtotal={cart.total_price} deliveryFee={cart.delivery_fee} total={cart.total}>
        <CheckoutItems items={cart.items} />
      </OrderSummary>
    </div>
  );
}

function CheckoutSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]" data-testid="checkout-loading">
      <LoadingStatus label="Loading checkout" />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-11 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
