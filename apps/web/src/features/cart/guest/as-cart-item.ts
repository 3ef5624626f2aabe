import type { CartItem } from '@bhoj/contract';
import type { GuestLine } from './guest-cart';

/** A guest line in the account cart's shape, so both carts are drawn by the same components. */
export const asCartItem = (line: GuestLine): CartItem => ({
  id: line.id,
  food_item: line.id,
  food_item_name: line.name,
  food_item_price: line.price,
  food_image: line.image,
  quantity: line.quantity,
  total_price: Math.round(line.price * line.quantity * 100) / 100,
  is_available: true,
  restaurant_name: line.restaurant_name,
  restaurant_slug: line.restaurant_slug,
});
