import type { OrderStatus, OwnerOrderLine } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** POST /api/order-status/{lineId}/ {status} → 200 the line; a move that is not allowed → 400 {"error"}. */
export function updateOrderStatus(lineId: number, status: OrderStatus): Promise<OwnerOrderLine> {
  return api.post<OwnerOrderLine>(`order-status/${lineId}/`, { status });
}

/** Afterwards the order list reloads, and the stats follow the new status. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, status }: { lineId: number; status: OrderStatus }) =>
      updateOrderStatus(lineId, status),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.orders() }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.stats() }),
      ]),
  });
}
