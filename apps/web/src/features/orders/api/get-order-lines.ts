import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CustomerOrderLine } from '@bhoj/contract';

/** GET /api/order-list/ (customers only) → the customer's order lines, newest first. */
export function getOrderLines(signal?: AbortSignal): Promise<CustomerOrderLine[]> {
  return api.get<CustomerOrderLine[]>('order-list/', { signal });
}

/** Every cached answer about the customer's orders lives under this key. */
export const ordersQueryKey = ['orders'] as const;

export const orderLinesQueryOptions = () =>
  queryOptions({ queryKey: [...ordersQueryKey, 'lines'], queryFn: ({ signal }) => getOrderLines(signal) });

export function useOrderLines() {
  return useQuery(orderLinesQueryOptions());
}
