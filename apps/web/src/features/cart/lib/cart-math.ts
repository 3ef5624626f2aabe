import type { Cart } from '@bhoj/contract';

const roundMoney = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The cart's own totals recomputed after a local change, for the instant (optimistic) view while the server
 * answers. The delivery fee is the server's (it depends on the restaurants); the refetch that follows
 * every change replaces all of this with the server's figures.
 */
function withTotals(cart: Cart, items: Cart['items']): Cart {
  const total_price = roundMoney(items.reduce((sum, item) => sum + item.total_price, 0));
  const delivery_fee = items.length === 0 ? 0 : cart.delivery_fee;
  return {
    ...cart,
    items,
    total_price,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    delivery_fee,
    total: roundMoney(total_price + delivery_fee),
    unavailable: items.some((item) => !item.is_available),
  };
}

/** The cart with line `id` at `quantity`. */
export function withLineQuantity(cart: Cart, id: number, quantity: number): Cart {
  const items = cart.items.map((item) =>
    item.id === id ? { ...item, quantity, total_price: roundMoney(item.food_item_price * quantity) } : item,
  );
  return withTotals(cart, items);
}

/** The cart without line `id`. */
export function withoutLine(cart: Cart, id: number): Cart {
  return withTotals(
    cart,
    cart.items.filter((item) => item.id !== id),
  );
}
