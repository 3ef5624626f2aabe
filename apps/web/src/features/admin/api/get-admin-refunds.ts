import type { AdminRefund, Paged, RefundState } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type AdminRefundsFilter = { page: number; state: RefundState | '' };

/** GET /api/admin/refunds/?page=&state= (admin): every refund, newest first, 10 a page. */
export function getAdminRefunds(
  { page, state }: AdminRefundsFilter,
  signal?: AbortSignal,
): Promise<Paged<AdminRefund>> {
  return api.get<Paged<AdminRefund>>('admin/refunds/', {
    query: { page, state: state || undefined },
    signal,
  });
}

export const adminRefundsQueryOptions = (filter: AdminRefundsFilter) =>
  queryOptions({
    queryKey: adminKeys.refunds(filter),
    queryFn: ({ signal }) => getAdminRefunds(filter, signal),
  });

export function useAdminRefunds(filter: AdminRefundsFilter) {
  return useQuery({ ...adminRefundsQueryOptions(filter), placeholderData: keepPreviousData });
}
