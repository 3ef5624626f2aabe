import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * /order-history/#order-{id} (where checkout lands): once the orders are drawn, scroll that order's card
 * into view and move the focus to its heading, so a screen reader starts there too.
 */
export function useScrollToOrder(drawn: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!drawn || !/^#order-\d+$/.test(hash)) return;
    // After the frame: the route change's scroll to the top runs in the same commit, after this effect.
    const frame = requestAnimationFrame(() => {
      const heading = document.getElementById(hash.slice(1));
      heading?.closest('article')?.scrollIntoView({ block: 'start' });
      heading?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [drawn, hash]);
}
