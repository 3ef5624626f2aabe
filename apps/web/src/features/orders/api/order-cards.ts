import type { OrderCard, Paged, PaymentAnswer } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every cached answer about the customer's orders lives under this key. */
export const ordersQueryKey = ['orders'] as const;

/**
 * GET /api/orders/history/?page=: the customer's orders as cards, newest first, 10 a page; each line
 * carries what the item table and its View show.
 */
export function getOrderHistory(page: number, signal?: AbortSignal): Promise<Paged<OrderCard>> {
  return api.get<Paged<OrderCard>>('orders/history/', { query: { page }, signal });
}

export const orderHistoryQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...ordersQueryKey, 'history', page],
    queryFn: ({ signal }) => getOrderHistory(page, signal),
    placeholderData: keepPreviousData,
  });

export function useOrderHistory(page: number) {
  return useQuery(orderHistoryQueryOptions(page));
}

type Action = 'cancel' | 'retry-payment' | 'pay-cash';

/**
 * POST /api/orders/{id}/{action}/: cancel (foods back in the cart), retry payment (answers the payment
 * page, where the browser goes next) or pay cash instead. The orders and the cart reload afterwards.
 */
export function useOrderAction(action: Action) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api.post<OrderCard | PaymentAnswer>(`orders/${orderId}/${action}/`),
    onSuccess: (answer) => {
      if (action === 'retry-payment') {
        window.location.assign((answer as PaymentAnswer).redirect_url);
        return;
      }
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
        // The cart feature's key: a canceled order's foods are back in the cart.
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]);
    },
  });
}
