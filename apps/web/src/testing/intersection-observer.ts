import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** The browser's IntersectionObserver, reduced to what useNearWindow uses; `report` is the browser's report. */
export function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[] }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry;
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, targets: [] as Element[] };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.targets = [];
      }
    },
  );
  const report = (isIntersecting: boolean) =>
    act(() => {
      for (const { callback, targets } of observers) {
        const entries = targets.map((target) => ({ target, isIntersecting }));
        if (entries.length)
          callback(entries as unknown as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    });
  return { observers, report };
}
