import type { Cart, CartItem } from '@bhoj/contract';

export function cartItem(id: number, fields: Partial<CartItem> = {}): CartItem {
  const item: CartItem = {
    id,
    food_item: 100 + id,
    food_item_name: `Food ${id}`,
    food_item_price: 250,
    food_image: '',
    quantity: 1,
    total_price: 250,
    is_available: true,
    restaurant_name: 'Kacchi Bhai',
    restaurant_slug: 'kacchi-bhai',
    ...fields,
  };
  return { ...item, total_price: fields.total_price ?? item.food_item_price * item.quantity };
}

/** A cart holding `items`, with the totals the server would send (a TK 60 fee per restaurant). */
export function cartOf(items: CartItem[], fields: Partial<Cart> = {}): Cart {
  const total_price = items.reduce((sum, item) => sum + item.total_price, 0);
  const delivery_fee = new Set(items.map((item) => item.restaurant_slug)).size * 60;
  return {
    id: 1,
    user: 11,
    items,
    total_price,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    delivery_fee,
    total: total_price + delivery_fee,
    unavailable: items.some((item) => !item.is_available),
    ...fields,
  };
}
