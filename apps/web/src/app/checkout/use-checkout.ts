import type { CheckoutBody, Order } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ordersQueryKey } from '../../features/orders/api/get-order-lines';
import { placeOrder } from '../../features/orders/api/place-order';
import { createIdempotencyKey } from '../../features/orders/lib/idempotency-key';
import { goToPaymentPage, startOnlinePayment } from '../../features/payments/api/start-online-payment';
import { cartQueryKey } from '../../features/cart/api/get-cart';

type Outcome = { kind: 'order'; order: Order } | { kind: 'redirect'; url: string };

/**
 * Places the order. Cash on delivery: POST orders/, then the cart and orders refresh and the customer
 * lands on /order-history/. Online payment: POST payment/{userId}/, then the browser leaves for the
 * provider's page. One Idempotency-Key per visit to the checkout page goes with every submit, and a
 * submit while one is under way is dropped, so double clicks and retries never make two orders.
 */
export function useCheckout({ userId, total }: { userId: number | undefined; total: number }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [idempotencyKey] = useState(createIdempotencyKey);
  const inFlight = useRef(false);
  const [leaving, setLeaving] = useState(false);

  const mutation = useMutation({
    mutationFn: async ({ address, payment_method }: CheckoutBody): Promise<Outcome> => {
      if (payment_method === 'online_payment') {
        if (userId === undefined) throw new Error('Your account could not be read. Please reload the page.');
        const { redirect_url } = await startOnlinePayment(
          userId,
          { total_amount: total, address, payment_method },
          idempotencyKey,
        );
        return { kind: 'redirect', url: redirect_url };
      }
      return { kind: 'order', order: await placeOrder({ address, payment_method }, idempotencyKey) };
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
      await navigate('/order-history/', { state: { placedOrder: outcome.order.id } });
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  function submit(values: CheckoutBody) {
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
