import type { AdminOrderLine, OrderStatus, Paged } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/orders/?page=&status= (admin): every order line, 10 a page, newest first. */
export function getAdminOrders(
  page: number,
  status: OrderStatus | '',
  signal?: AbortSignal,
): Promise<Paged<AdminOrderLine>> {
  return api.get<Paged<AdminOrderLine>>('admin/orders/', {
    query: { page, status: status || undefined },
    signal,
  });
}

export const adminOrdersQueryOptions = (page: number, status: OrderStatus | '') =>
  queryOptions({
    queryKey: adminKeys.orders(page, status),
    queryFn: ({ signal }) => getAdminOrders(page, status, signal),
  });

export function useAdminOrders(page: number, status: OrderStatus | '') {
  return useQuery({ ...adminOrdersQueryOptions(page, status), placeholderData: keepPreviousData });
}
