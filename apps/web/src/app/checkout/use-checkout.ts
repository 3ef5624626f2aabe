import type { CheckoutBody, Order, PaymentMethod, Profile } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { translate } from '../../i18n';
import { useUpdateProfile } from '../../features/accounts/api/update-profile';
import { addressesQueryKey } from '../../features/addresses/api/saved-addresses';
import { serverFieldErrors } from '../../features/addresses/lib/field-errors';
import { ordersQueryKey } from '../../features/orders/api/order-cards';
import { placeOrder } from '../../features/orders/api/place-order';
import { createIdempotencyKey } from '../../features/orders/lib/idempotency-key';
import { goToPaymentPage, startOnlinePayment } from '../../features/payments/api/start-online-payment';
import { cartQueryKey } from '../../features/cart/api/get-cart';
import { checkoutMessages } from './messages';

type Outcome = { kind: 'order'; order: Order } | { kind: 'redirect'; url: string };

/** What the checkout form sends: who (saved to the profile when changed), where and how to pay. */
export type CheckoutValues = {
  first_name: string;
  last_name: string;
  phone_number: string;
  address: string;
  payment_method: PaymentMethod;
};

/** The profile update was refused: its messages belong at the name and phone fields. */
export class ProfileNotSaved extends Error {
  constructor(readonly reason: unknown) {
    super('profile not saved');
  }
}

/** The profile update's messages by field, when a refused update stopped the order. */
export function profileFieldErrors(error: unknown) {
  return error instanceof ProfileNotSaved
    ? serverFieldErrors(error.reason, ['first_name', 'last_name', 'phone_number'] as const)
    : {};
}

const detailsOf = (values: Pick<CheckoutValues, 'first_name' | 'last_name' | 'phone_number'>) => ({
  first_name: values.first_name.trim(),
  last_name: values.last_name.trim(),
  phone_number: values.phone_number.trim(),
});

/**
 * Places the order. First the name and phone, when changed, go to the profile (PUT accounts/profile/).
 * Cash on delivery: POST orders/, then the cart, orders and addresses refresh and the customer lands on
 * the order in /order-history/. Online payment: POST payment/{userId}/, then the browser leaves for the
 * provider's page. One Idempotency-Key per visit to the checkout page goes with every submit, and a
 * submit while one is under way is dropped, so double clicks and retries never make two orders.
 */
export function useCheckout({ profile, userId, total }: { profile: Profile; userId: number; total: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const updateProfile = useUpdateProfile();
  const [idempotencyKey] = useState(createIdempotencyKey);
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const mutation = useMutation({
    mutationFn: async (values: CheckoutValues): Promise<Outcome> => {
      const details = detailsOf(values);
      const saved = detailsOf({ ...profile, phone_number: profile.phone_number ?? '' });
      if (Object.entries(details).some(([key, value]) => saved[key as keyof typeof saved] !== value)) {
        try {
          await updateProfile.mutateAsync(details);
        } catch (err) {
          throw new ProfileNotSaved(err);
        }
      }
      const body: CheckoutBody = { address: values.address.trim(), payment_method: values.payment_method };
      if (body.payment_method === 'online_payment') {
        if (!userId) throw new Error(translate(checkoutMessages, 'accountUnreadable'));
        const { redirect_url } = await startOnlinePayment(
          userId,
          { total_amount: total, address: body.address, payment_method: 'online_payment' },
          idempotencyKey,
        );
        return { kind: 'redirect', url: redirect_url };
      }
      return { kind: 'order', order: await placeOrder(body, idempotencyKey) };
    },
    onSuccess: async (outcome) => {
      setLeaving(true);
      if (outcome.kind === 'redirect') {
        goToPaymentPage(outcome.url);
        return;
      }
      // The order history loads afresh; the cart (now empty) refreshes once the page has been left,
      // so checkout does not flash 'Your cart is empty' on the way out.
      queryClient.removeQueries({ queryKey: ordersQueryKey });
      const id = outcome.order.id;
      await navigate(`/order-history/#order-${id}`, { state: { placedOrder: id } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: cartQueryKey }),
        queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
      ]);
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function submit(values: CheckoutValues) {
    if (inFlight.current || leaving) return;
    inFlight.current = true;
    mutation.mutate(values);
  }

  return {
    submit,
    /** True from the click until the page is left: the button stays disabled all along. */
    submitting: mutation.isPending || leaving,
    error: mutation.error,
    idempotencyKey,
  };
}
