import { useCart } from '../api/get-cart';

/** How many items are in the signed-in customer's cart (total_quantity), for the header badge; 0 otherwise. */
export function useCartCount(): number {
  const cart = useCart();
  return cart.shopper ? (cart.data?.total_quantity ?? 0) : 0;
}
