import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withoutLine } from '../lib/cart-math';
import { optimisticCartChange } from './optimistic-cart';

/** DELETE /api/cart/delete/{id}/ → 200 {message}. */
export function deleteCartItem(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`cart/delete/${id}/`);
}

export function useDeleteCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartItem,
    ...optimisticCartChange<number>(queryClient, withoutLine),
  });
}
