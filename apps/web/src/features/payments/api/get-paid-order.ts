import type { OrderCard, Paged } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The order a payment just paid: GET /api/orders/{id}/ when the page names it (?order=), else the newest
 * paid order of the customer's first page of orders (GET /api/orders/history/). null when there is none.
 */
export function usePaidOrder(orderId: number | null, enabled: boolean) {
  return useQuery({
    // Under the orders' key: placing or paying an order drops it with the rest.
    queryKey: ['orders', 'paid', orderId],
    enabled,
    queryFn: async ({ signal }): Promise<OrderCard | null> => {
      if (orderId !== null) return api.get<OrderCard>(`orders/${orderId}/`, { signal });
      const page = await api.get<Paged<OrderCard>>('orders/history/', { query: { page: 1 }, signal });
      return page.results.find((order) => order.payment_state === 'paid') ?? null;
    },
  });
}
