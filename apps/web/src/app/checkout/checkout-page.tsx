import type { Cart, Profile, SavedAddress } from '@bhoj/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { LoadingStatus } from '../../components/loading-status';
import { PageTitle } from '../../components/page-title';
import { Skeleton } from '../../components/skeleton';
import { useMessages } from '../../i18n';
import { useProfile } from '../../features/accounts/api/get-profile';
import { useSavedAddresses } from '../../features/addresses/api/saved-addresses';
import { useCart } from '../../features/cart/api/get-cart';
import { CartEmpty } from '../../features/cart/components/cart-empty';
import { CheckoutItems } from '../../features/cart/components/checkout-items';
import { OrderSummary } from '../../features/cart/components/order-summary';
import { cartMessages } from '../../features/cart/messages';
import { useDeliveryHours } from '../../features/orders/api/get-delivery-hours';
import { DeliveryHoursNotice } from '../../features/orders/components/delivery-hours-notice';
import { PaymentReturnNotice } from '../../features/payments/components/payment-return-notice';
import { CheckoutBar } from './checkout-bar';
import { CustomerDetails, isProfileComplete } from './customer-details';
import { DeliveryAddress } from './delivery-address';
import { checkoutMessages } from './messages';
import { PaymentMethodField } from './payment-method';
import { ProfileIncomplete } from './profile-incomplete';
import { RestaurantFees } from './restaurant-fees';
import { type CheckoutValues, useCheckout } from './use-checkout';

/**
 * checkout/: who (name and phone editable, saved to the profile), where (saved addresses, the default
 * prefilled), how to pay, and the order summary with each restaurant's delivery fee. Customers only: the
 * route guard sends anyone else away before anything is fetched.
 */
export function CheckoutPage() {
  const t = useMessages(checkoutMessages);
  const [searchParams] = useSearchParams();
  const profile = useProfile();
  const cart = useCart();
  const addresses = useSavedAddresses();
  const outcome = searchParams.get('payment');
  const returned = outcome === 'failed' || outcome === 'cancelled';

  let body;
  if (profile.isError || cart.isError) {
    body = (
      <ErrorState
        message={t('loadFailed')}
        onRetry={() => void Promise.all([profile.refetch(), cart.refetch()])}
        retrying={profile.isFetching || cart.isFetching}
      />
    );
  } else if (profile.isPending || cart.isPending || addresses.isPending) body = <CheckoutSkeleton />;
  else if (cart.data.items.length === 0) {
    // Back from an unpaid payment the cart is empty: the notice above says where the order is.
    body = returned ? null : <CartEmpty />;
  } else {
    // Saved addresses that fail to load only cost the choice of them: checkout goes on without.
    body = <CheckoutReady profile={profile.data} cart={cart.data} addresses={addresses.data ?? []} />;
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <PageTitle title={t('title')} />
      <h1 className="mb-6 text-3xl font-bold">{t('title')}</h1>
      <div className="space-y-6">
        <PaymentReturnNotice outcome={outcome} />
        {body}
      </div>
    </div>
  );
}

function CheckoutReady({
  profile,
  cart,
  addresses,
}: {
  profile: Profile;
  cart: Cart;
  addresses: readonly SavedAddress[];
}) {
  const cartT = useMessages(cartMessages);
  const hours = useDeliveryHours();
  const checkout = useCheckout({ profile, userId: cart.user ?? profile.id, total: cart.total });
  const form = useForm<CheckoutValues>({
    defaultValues: {
      first_name: profile.first_name,
      last_name: profile.last_name,
      phone_number: profile.phone_number ?? '',
      address: addresses.find((saved) => saved.is_default)?.text ?? '',
      payment_method: 'cash_on_delivery',
    },
  });
  const [method, ...details] = useWatch({
    control: form.control,
    name: ['payment_method', 'first_name', 'last_name', 'phone_number'],
  });
  const [first_name, last_name, phone_number] = details;
  const closed = hours.data !== undefined && !hours.data.is_open;
  // Ordering waits for a name and phone: typed here, or on the profile page the notice links to.
  const detailsMissing = !isProfileComplete({ first_name, last_name, phone_number });

  return (
    <form
      id="checkout-form"
      noValidate
      onSubmit={(event) => void form.handleSubmit(checkout.submit)(event)}
      className="flex flex-col gap-6 lg:grid lg:grid-cols-[1fr_24rem] lg:items-start lg:gap-x-8"
      data-testid="checkout-form"
    >
      <div className="space-y-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8 lg:col-start-1 lg:row-start-1">
        {hours.data && closed ? <DeliveryHoursNotice hours={hours.data} /> : null}
        {isProfileComplete(profile) ? null : <ProfileIncomplete />}
        <CustomerDetails
          profile={profile}
          form={form}
          error={checkout.error}
          disabled={checkout.submitting}
        />
        {cart.unavailable ? (
          <p className="font-semibold text-red-700" data-testid="cart-unavailable">
            {cartT('unavailableMessage')}
          </p>
        ) : null}
        <DeliveryAddress form={form} addresses={addresses} />
        <PaymentMethodField form={form} />
      </div>
      <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <OrderSummary subtotal={cart.total_price} deliveryFee={cart.delivery_fee} total={cart.total}>
          <CheckoutItems items={cart.items} />
          <RestaurantFees />
        </OrderSummary>
      </div>
      <CheckoutBar
        total={cart.total}
        method={method}
        submitting={checkout.submitting}
        blocked={detailsMissing || closed || cart.unavailable}
        error={checkout.error}
      />
    </form>
  );
}

function CheckoutSkeleton() {
  const t = useMessages(checkoutMessages);
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]" data-testid="checkout-loading">
      <LoadingStatus label={t('loading')} />
      <div className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 sm:p-8">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-11 w-full" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}
