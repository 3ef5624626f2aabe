import { startTransition, useCallback, useState, type RefCallback } from 'react';

/**
 * Whether the element has come within a window's height of the window (and stays so once it has):
 * `const [ref, near] = useNearWindow<HTMLElement>()`. The server and the takeover draw it as not near;
 * what `near` adds is drawn in a transition, in slices that do not hold up a tap. The element is watched
 * from whenever it is drawn (a section may appear only once its data has come). A browser without
 * IntersectionObserver counts everything as near.
 */
export function useNearWindow<T extends Element>(): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const ref = useCallback(
    (element: T | null) => {
      if (near || !element) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          startTransition(() => setNear(true));
        },
        { rootMargin: '100% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
