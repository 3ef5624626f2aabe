import type { QueryClient } from '@tanstack/react-query';
import type { Cart } from '@bhoj/contract';
import { cartQueryKey } from './get-cart';

/**
 * Mutation callbacks that show a cart change at once, put the cart back if the server refuses it, and
 * refetch the server's cart either way, so a quantity change or a delete always ends on the server's cart.
 */
export function optimisticCartChange<Variables>(
  queryClient: QueryClient,
  change: (cart: Cart, variables: Variables) => Cart,
) {
  return {
    onMutate: async (variables: Variables) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart>(cartQueryKey);
      if (previous) queryClient.setQueryData<Cart>(cartQueryKey, change(previous, variables));
      return { previous };
    },
    onError: (_error: unknown, _variables: Variables, context: { previous?: Cart } | undefined) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  };
}
