import { useDeleteCartItem } from '../api/delete-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

/**
 * Quantity change and delete for one cart line. `busy` while either is under way, so its buttons are
 * disabled and clicks cannot race; `failed` after the server refused (the line has been put back).
 */
export function useCartLine(id: number) {
  const update = useUpdateCartItem();
  const remove = useDeleteCartItem();
  return {
    setQuantity: (quantity: number) => update.mutate({ id, quantity: Math.max(1, quantity) }),
    remove: () => remove.mutate(id),
    busy: update.isPending || remove.isPending,
    failed: update.isError || remove.isError,
  };
}

export type CartLine = ReturnType<typeof useCartLine>;
