import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { DeliveryHours } from '@bhoj/contract';

/** GET /api/orders/hours/ (public) → when orders are accepted, and whether now is such a time. */
export function getDeliveryHours(signal?: AbortSignal): Promise<DeliveryHours> {
  return api.get<DeliveryHours>('orders/hours/', { signal, auth: false });
}

export const deliveryHoursQueryOptions = () =>
  queryOptions({
    queryKey: ['orders', 'hours'],
    queryFn: ({ signal }) => getDeliveryHours(signal),
    // Opening and closing happen while the page is open; the server refuses out-of-hours orders anyway.
    refetchInterval: 60_000,
  });

export function useDeliveryHours() {
  return useQuery(deliveryHoursQueryOptions());
}
