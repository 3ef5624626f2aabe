import { MAX_GUEST_CART_LINES, MAX_LINE_QUANTITY } from '@bhoj/contract/cart-limits';
import type { GuestCart, GuestFood, GuestLine, GuestRefusal } from './guest-cart';

// Loaded at a visitor's first Add to cart, not with the food page: it imports nothing the first load has,
// so loading it fetches this file and the limits alone.

/**
 * The cart with `quantity` more of `food`, as the signed-in cart adds: to its line when there is one
 * (with the food's latest details), refused past MAX_LINE_QUANTITY or beyond MAX_GUEST_CART_LINES foods.
 */
export function withGuestFood(
  cart: GuestCart,
  food: GuestFood,
  quantity: number,
): { cart: GuestCart } | { refused: GuestRefusal } {
  const line = cart.lines.find((each) => each.id === food.id);
  const next = (line?.quantity ?? 0) + quantity;
  if (next > MAX_LINE_QUANTITY) return { refused: 'line_limit' };
  if (!line && cart.lines.length >= MAX_GUEST_CART_LINES) return { refused: 'too_many' };
  const fresh: GuestLine = { ...pickFood(food), quantity: next };
  const lines = line
    ? cart.lines.map((each) => (each.id === food.id ? fresh : each))
    : [...cart.lines, fresh];
  return { cart: { lines, mergeKey: null } };
}

/** The cart with the food's line at `quantity`, kept within 1 and MAX_LINE_QUANTITY. */
export function withGuestQuantity(cart: GuestCart, foodId: number, quantity: number): GuestCart {
  const bounded = Math.min(MAX_LINE_QUANTITY, Math.max(1, Math.trunc(quantity) || 1));
  return {
    lines: cart.lines.map((line) => (line.id === foodId ? { ...line, quantity: bounded } : line)),
    mergeKey: null,
  };
}

export function withoutGuestFood(cart: GuestCart, foodId: number): GuestCart {
  return { lines: cart.lines.filter((line) => line.id !== foodId), mergeKey: null };
}

const pickFood = (food: GuestFood): GuestFood => ({
  id: food.id,
  slug: food.slug,
  name: food.name,
  price: food.price,
  image: food.image,
  restaurant_name: food.restaurant_name,
  restaurant_slug: food.restaurant_slug,
});
