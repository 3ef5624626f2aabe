import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the element has come within a window's height of the window (and stays so once it has):
 * `const [ref, near] = useNearWindow<HTMLElement>()`. The server and the takeover draw it as not near;
 * what `near` adds is drawn in a transition, in slices that do not hold up a tap. A browser without
 * IntersectionObserver counts everything as near.
 */
export function useNearWindow<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
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
  }, [near]);
  return [ref, near];
}
