import { useSyncExternalStore } from 'react';
import { EMPTY_GUEST_CART, type GuestCart, parseGuestCart } from './guest-cart';

/** A visitor's cart lives in this browser under this key until sign-in merges it into the account's. */
export const GUEST_CART_STORAGE_KEY = 'bhoj_guest_cart';
const CHANGE_EVENT = 'bhoj:guest-cart-change';

let cachedRaw: string | null = null;
let cached: GuestCart = EMPTY_GUEST_CART;
/** Where the cart is kept when storage refuses writes (private mode, a full quota): this tab only. */
let unsaved: GuestCart | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(GUEST_CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The guest cart; the same object until it changes. */
export function readGuestCart(): GuestCart {
  if (unsaved) return unsaved;
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parseGuestCart(raw);
  }
  return cached;
}

export function writeGuestCart(cart: GuestCart): void {
  try {
    if (cart.lines.length === 0) window.localStorage.removeItem(GUEST_CART_STORAGE_KEY);
    else window.localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify(cart));
    unsaved = null;
  } catch {
    unsaved = cart;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls back when the guest cart changes in this tab or another one. */
export function subscribeToGuestCart(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_CART_STORAGE_KEY) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener('storage', onStorage);
  };
}

export function useGuestCart(): GuestCart {
  return useSyncExternalStore(subscribeToGuestCart, readGuestCart, () => EMPTY_GUEST_CART);
}
