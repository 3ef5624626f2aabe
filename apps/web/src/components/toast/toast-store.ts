import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error';
export type Toast = { id: number; kind: ToastKind; message: string };

/** How long a toast stays: errors longer, since they are read more slowly. */
export const TOAST_MS: Record<ToastKind, number> = { success: 5000, error: 8000 };

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  publish(toasts.filter((toast) => toast.id !== id));
}

/** Closes every toast (between tests, or when a page wants a clean slate). */
export function clearToasts(): void {
  for (const toast of toasts) clearTimeout(timers.get(toast.id));
  timers.clear();
  publish([]);
}

/**
 * Shows a short message in the corner of the screen that closes by itself: a confirmation that an action
 * worked, or what went wrong. Safe to call from a mutation's callback, outside React. The text must
 * already be in the chosen language (`translate`).
 */
export function showToast(message: string, kind: ToastKind = 'success'): number {
  const id = nextId++;
  // At most three at once: a burst of actions must not cover the page.
  publish([...toasts.slice(-2), { id, kind, message }]);
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_MS[kind]),
  );
  return id;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const current = () => toasts;

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, current, current);
}
