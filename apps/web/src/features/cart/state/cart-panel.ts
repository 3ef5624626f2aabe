import { useSyncExternalStore } from 'react';

/**
 * The 'Your Cart' panel's open flag (open or closed, initially closed), shared by the
 * header's cart button, the panel itself and Add to cart, which opens it. A tiny store, no provider needed.
 */
let open = false;
const listeners = new Set<() => void>();

export function setCartPanelOpen(next: boolean): void {
  if (next === open) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openCartPanel = () => setCartPanelOpen(true);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
