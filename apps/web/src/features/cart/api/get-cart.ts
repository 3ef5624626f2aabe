import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { canShop, getStoredUser, useStoredUser } from '../../../lib/auth-storage';
import type { Cart } from '@bhoj/contract';

/** What the cart says when loaded without a token (the API's own words for it): no request is sent. */
export const NO_TOKEN_MESSAGE = 'Token not found.';

/** GET /api/cart/list/ (customers only) → the Cart with totals from current prices. */
export function getCart(signal?: AbortSignal): Promise<Cart> {
  if (!getStoredUser()?.token) return Promise.reject(new Error(NO_TOKEN_MESSAGE));
  return api.get<Cart>('cart/list/', { signal });
}

export const cartQueryKey = ['cart'] as const;

export const cartQueryOptions = () =>
  queryOptions({ queryKey: cartQueryKey, queryFn: ({ signal }) => getCart(signal) });

/** The signed-in customer's cart. Visitors, owners and admins have none: the query stays idle for them. */
export function useCart() {
  const user = useStoredUser();
  const shopper = user !== null && canShop(user);
  const query = useQuery({ ...cartQueryOptions(), enabled: shopper });
  return { ...query, shopper };
}
