import { useStoredUser } from '../../../lib/auth-storage';
import { useCart } from '../api/get-cart';
import { guestCount } from '../guest/guest-cart';
import { useGuestCart } from '../guest/guest-cart-storage';

/**
 * How many items the header's badge counts: the signed-in customer's cart (total_quantity), a visitor's
 * guest cart in this browser, 0 for owners and admins.
 */
export function useCartCount(): number {
  const user = useStoredUser();
  const cart = useCart();
  const guest = useGuestCart();
  if (cart.shopper) return cart.data?.total_quantity ?? 0;
  return user === null ? guestCount(guest) : 0;
}
