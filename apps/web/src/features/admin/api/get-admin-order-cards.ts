import type { AdminOrderCard, Paged, TicketStage } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminOrdersFilter = { page: number; stage: TicketStage | ''; restaurant: string };

/** GET /api/admin/order-cards/?page=&stage=&restaurant= (admin): every order with its tickets, 10 a page. */
export function getAdminOrderCards(
  { page, stage, restaurant }: AdminOrdersFilter,
  signal?: AbortSignal,
): Promise<Paged<AdminOrderCard>> {
  return api.get<Paged<AdminOrderCard>>('admin/order-cards/', {
    query: { page, stage: stage || undefined, restaurant: restaurant || undefined },
    signal,
  });
}

export const adminOrderCardsQueryOptions = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: adminKeys.orders(filter),
    queryFn: ({ signal }) => getAdminOrderCards(filter, signal),
  });

export function useAdminOrderCards(filter: AdminOrdersFilter) {
  return useQuery({ ...adminOrderCardsQueryOptions(filter), placeholderData: keepPreviousData });
}
