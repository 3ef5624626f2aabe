import { useSyncExternalStore } from 'react';
import type { CartMergeAnswer, MergeSkipReason } from '@bhoj/contract';
import type { GuestLine } from './guest-cart';

/** What did not go into the account's cart in full at the last merge, by the foods' names. */
export type MergeReport = {
  skipped: { name: string; reason: MergeSkipReason }[];
  limited: { name: string; quantity: number; requested: number }[];
};

let report: MergeReport | null = null;
const listeners = new Set<() => void>();

function set(next: MergeReport | null) {
  report = next;
  for (const listener of listeners) listener();
}

/** Keeps the merge's shortfalls to show in the cart; answers whether there were any. */
export function reportMerge(answer: CartMergeAnswer, lines: readonly GuestLine[]): boolean {
  const nameOf = (food: number) => lines.find((line) => line.id === food)?.name ?? `#${food}`;
  const next: MergeReport = {
    skipped: answer.skipped.map(({ food, reason }) => ({ name: nameOf(food), reason })),
    limited: answer.added
      .filter(({ quantity, requested }) => quantity < requested)
      .map(({ food, quantity, requested }) => ({ name: nameOf(food), quantity, requested })),
  };
  const any = next.skipped.length > 0 || next.limited.length > 0;
  set(any ? next : null);
  return any;
}

export const dismissMergeReport = () => set(null);

export function useMergeReport(): MergeReport | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => report,
    () => null,
  );
}
