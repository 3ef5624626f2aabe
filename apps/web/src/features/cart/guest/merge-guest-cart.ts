import type { CartMergeAnswer, Login } from '@bhoj/contract';
import { api } from '../../../lib/api-client';
import { openCartPanel } from '../state/cart-panel';
import { readGuestCart } from './guest-cart-storage';
import { clearGuestCart, guestMergeKey } from './guest-cart-store';
import { reportMerge } from './merge-report';

/**
 * POST /api/cart/merge/ {items: [{food, quantity}]} with an Idempotency-Key (customers) → 200
 * CartMergeAnswer. Sent with the token just given, before it is stored (see mergeGuestCartOnSignIn).
 */
export function mergeCart(
  items: { food: number; quantity: number }[],
  key: string,
  token: string,
): Promise<CartMergeAnswer> {
  return api.post<CartMergeAnswer>(
    'cart/merge/',
    { items },
    { auth: false, headers: { Authorization: `Token ${token}`, 'Idempotency-Key': key } },
  );
}

/**
 * At sign-in, moves a customer's guest cart into the account's cart, which prices it, and empties the
 * guest cart. It runs before the user is stored, so the page the customer goes on to already shows the
 * merged cart. It never fails the sign-in: if the merge does not go through, the guest cart stays in this
 * browser and the next sign-in sends it again under the same key, which the server will not add twice.
 * Foods left out, or cut to the line limit, are reported in the cart panel, which opens to say so.
 */
export async function mergeGuestCartOnSignIn(user: Pick<Login, 'role' | 'token'>): Promise<void> {
  if (user.role !== 'customer') return;
  const cart = readGuestCart();
  if (cart.lines.length === 0) return;
  const items = cart.lines.map((line) => ({ food: line.id, quantity: line.quantity }));
  try {
    const answer = await mergeCart(items, guestMergeKey(), user.token);
    clearGuestCart();
    // Opened once the sign-in has moved on to the next page.
    if (reportMerge(answer, cart.lines)) setTimeout(openCartPanel, 0);
  } catch {
    // Kept for the next sign-in (see above).
  }
}
