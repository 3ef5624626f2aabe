import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import { signInPath } from '../../../lib/paths';
import { openCartPanel } from '../state/cart-panel';
import type { CartItem } from '@bhoj/contract';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/add-to-cart/{slug}/ {quantity} (customers only) → 201 CartItem; adds to an existing line. */
export function addToCart(slug: string, quantity: number): Promise<CartItem> {
  return api.post<CartItem>(`cart/add-to-cart/${encodeURIComponent(slug)}/`, { quantity });
}

/**
 * The one seam between the storefront and the cart: the food page calls `add(slug, quantity)`.
 * A visitor goes to sign-in and comes back here afterwards; a customer's item is posted, then the cart
 * refreshes and the 'Your Cart' panel opens. Owners and admins cannot shop:
 * the caller shows them 'You can not access' and the call does nothing for them.
 */
export function useAddToCart() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ slug, quantity }: { slug: string; quantity: number }) => addToCart(slug, quantity),
    onSuccess: async () => {
      openCartPanel();
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });

  function add(slug: string, quantity: number) {
    if (!user) {
      void navigate(signInPath(location.pathname + location.search));
      return;
    }
    if (!canShop(user)) return;
    mutation.mutate({ slug, quantity });
  }

  return {
    add,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess,
    error: mutation.error,
    reset: mutation.reset,
  };
}
