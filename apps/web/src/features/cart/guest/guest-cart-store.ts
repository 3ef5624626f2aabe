import { createIdempotencyKey } from '../../../lib/idempotency-key';
import { EMPTY_GUEST_CART, type GuestFood, type GuestRefusal } from './guest-cart';
import { withGuestFood, withGuestQuantity, withoutGuestFood } from './guest-cart-changes';
import { readGuestCart, writeGuestCart } from './guest-cart-storage';

// The guest cart's changes. Not on a page's first load: Add to cart loads them at a visitor's first add.

/** Adds to the guest cart; answers why not when a limit refuses it. */
export function addToGuestCart(food: GuestFood, quantity: number): GuestRefusal | null {
  const change = withGuestFood(readGuestCart(), food, quantity);
  if ('refused' in change) return change.refused;
  writeGuestCart(change.cart);
  return null;
}

export const setGuestQuantity = (foodId: number, quantity: number) =>
  writeGuestCart(withGuestQuantity(readGuestCart(), foodId, quantity));

export const removeFromGuestCart = (foodId: number) =>
  writeGuestCart(withoutGuestFood(readGuestCart(), foodId));

export const clearGuestCart = () => writeGuestCart(EMPTY_GUEST_CART);

/** This cart's merge key, made and kept on first use (see GuestCart.mergeKey). */
export function guestMergeKey(): string {
  const cart = readGuestCart();
  if (cart.mergeKey) return cart.mergeKey;
  const mergeKey = createIdempotencyKey();
  writeGuestCart({ ...cart, mergeKey });
  return mergeKey;
}
