import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../../../lib/api-client';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import { firstFormError } from '../../../lib/form-errors';
import { signInPath } from '../../../lib/paths';
import { MAX_GUEST_CART_LINES, MAX_LINE_QUANTITY } from '@bhoj/contract/cart-limits';
import { translate } from '../../../i18n';
import { cartFirstLoadMessages } from '../first-load/messages';
import type { GuestFood, GuestRefusal } from '../guest/guest-cart';
import { readGuestCart, writeGuestCart } from '../guest/guest-cart-storage';
import { openCartPanel } from '../state/cart-panel';
import type { CartItem } from '@bhoj/contract';
import { cartQueryKey } from './get-cart';

/** POST /api/cart/add-to-cart/{slug}/ {quantity} (customers only) → 201 CartItem; adds to an existing line. */
export function addToCart(slug: string, quantity: number): Promise<CartItem> {
  return api.post<CartItem>(`cart/add-to-cart/${encodeURIComponent(slug)}/`, { quantity });
}

/** The guest cart's refusal in words, with the same limits as the account's cart. */
const guestRefusalMessage = (refusal: GuestRefusal) =>
  refusal === 'line_limit'
    ? translate(cartFirstLoadMessages, 'guestLineLimit', { max: MAX_LINE_QUANTITY })
    : translate(cartFirstLoadMessages, 'guestTooMany', { max: MAX_GUEST_CART_LINES });

/**
 * The one seam between the storefront and the cart: a page calls `add(slug, quantity, food)`. A customer's
 * item is posted, then the cart refreshes and the 'Your Cart' panel opens. A visitor's goes into the guest
 * cart in this browser (merged into the account's at sign-in) and the panel opens; without `food` to show
 * in it, the visitor goes to sign-in and comes back here. Owners and admins cannot shop: the caller shows
 * them 'You can not access' and the call does nothing for them.
 */
export function useAddToCart() {
  const user = useStoredUser();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [guest, setGuest] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });
  const mutation = useMutation({
    mutationFn: ({ slug, quantity }: { slug: string; quantity: number }) => addToCart(slug, quantity),
    onSuccess: async () => {
      openCartPanel();
      await queryClient.invalidateQueries({ queryKey: cartQueryKey });
    },
  });

  function add(slug: string, quantity: number, food?: GuestFood) {
    if (!user && food) {
      // The guest cart's changes load at the first add: they are not on the food page's first load.
      void import('../guest/guest-cart-changes').then(({ withGuestFood }) => {
        const change = withGuestFood(readGuestCart(), food, quantity);
        if ('refused' in change) return setGuest({ done: false, error: guestRefusalMessage(change.refused) });
        writeGuestCart(change.cart);
        setGuest({ done: true, error: null });
        openCartPanel();
      });
      return;
    }
    if (!user) {
      void navigate(signInPath(location.pathname + location.search));
      return;
    }
    if (!canShop(user)) return;
    mutation.mutate({ slug, quantity });
  }

  const serverError = firstFormError(mutation.error, ['quantity', 'error', 'detail']);
  return {
    add,
    isPending: mutation.isPending,
    isSuccess: mutation.isSuccess || guest.done,
    error: mutation.error,
    /** Why the last add was refused, in words (the server's, or the guest cart's limits). */
    errorMessage: guest.error ?? serverError?.message ?? null,
    reset: () => {
      mutation.reset();
      setGuest({ done: false, error: null });
    },
  };
}
