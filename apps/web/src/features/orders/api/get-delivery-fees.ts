import type { RestaurantDeliveryFee } from '@bhoj/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/orders/delivery-fees/ (customers) → each restaurant of the cart once, with its fee. */
export function useDeliveryFees() {
  return useQuery({
    queryKey: ['cart', 'delivery-fees'],
    queryFn: ({ signal }) => api.get<RestaurantDeliveryFee[]>('orders/delivery-fees/', { signal }),
  });
}
