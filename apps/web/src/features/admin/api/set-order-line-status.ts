import type { AdminOrderStatusBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** POST /api/admin/order-status/{id}/ {status} (admin): Pending, Completed or Canceled. */
export function setOrderLineStatus(id: number, status: AdminOrderStatusBody['status']): Promise<unknown> {
  return api.post(`admin/order-status/${id}/`, { status });
}

export function useSetOrderLineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdminOrderStatusBody['status'] }) =>
      setOrderLineStatus(id, status),
    // The list reloads, and with it the summary's figures and the audit log.
    onSuccess: () => refreshAfterChange(queryClient, []),
  });
}
