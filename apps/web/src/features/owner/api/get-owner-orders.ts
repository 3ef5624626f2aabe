import type { OwnerOrderLine } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/user-order-list/ with an owner's token: every order line of their restaurant, newest first. */
export function getOwnerOrders(signal?: AbortSignal): Promise<OwnerOrderLine[]> {
  return api.get<OwnerOrderLine[]>('user-order-list/', { signal });
}

export const ownerOrdersQueryOptions = () =>
  queryOptions({ queryKey: ownerKeys.orders(), queryFn: ({ signal }) => getOwnerOrders(signal) });

export function useOwnerOrders() {
  return useQuery(ownerOrdersQueryOptions());
}
