import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withLineQuantity } from '../lib/cart-math';
import type { CartItem } from '@bhoj/contract';
import { optimisticCartChange } from './optimistic-cart';

type Variables = { id: number; quantity: number };

/** PUT /api/cart/update/{id}/ {quantity ≥ 1} → 200 CartItem. */
export function updateCartItem({ id, quantity }: Variables): Promise<CartItem> {
  return api.put<CartItem>(`cart/update/${id}/`, { quantity });
}

export function useUpdateCartItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartItem,
    ...optimisticCartChange<Variables>(queryClient, (cart, { id, quantity }) =>
      withLineQuantity(cart, id, quantity),
    ),
  });
}
