import { removeFromGuestCart, setGuestQuantity } from '../guest/guest-cart-store';
import type { CartLine } from './use-cart-line';

/** The guest cart's line controls: a change is made in this browser at once, so never busy or failed. */
export function useGuestCartLine(foodId: number): CartLine {
  return {
    setQuantity: (quantity: number) => setGuestQuantity(foodId, quantity),
    remove: () => removeFromGuestCart(foodId),
    busy: false,
    failed: false,
  };
}
