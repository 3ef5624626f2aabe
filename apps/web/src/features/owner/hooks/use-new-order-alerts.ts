import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatNumber, translate } from '../../../i18n';
import { useLiveEvents, type LiveEvent } from '../../../lib/live/use-live-events';
import { ownerKeys } from '../api/keys';
import { playNewOrderBeep, primeAudio } from '../lib/beep';
import { ownerMessages } from '../messages';

/** How long new tickets stay highlighted and the 'New order received' note stays up. */
export const HIGHLIGHT_MS = 8_000;

/**
 * Live orders for the owner's board: on `order.created` (an order reached the board: cash placed, or
 * online paid) the board refetches, a chime plays and the order's ticket is highlighted while a 'New order
 * received' note is announced. A ticket moved elsewhere (`ticket.changed`, e.g. the customer canceled) and
 * a stream back from a drop refetch the board and the figures.
 */
export function useNewOrderAlerts() {
  const queryClient = useQueryClient();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(() => new Set());
  const [announcement, setAnnouncement] = useState('');
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const arrivals = useRef(0);

  useEffect(() => {
    const pending = timers.current;
    // Browsers allow sound only after a gesture on the page: the first click or key unlocks it.
    window.addEventListener('pointerdown', primeAudio, { once: true });
    window.addEventListener('keydown', primeAudio, { once: true });
    return () => {
      window.removeEventListener('pointerdown', primeAudio);
      window.removeEventListener('keydown', primeAudio);
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const later = useCallback((run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, HIGHLIGHT_MS);
    timers.current.add(timer);
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.boardAll() }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.stats() }),
      ]),
    [queryClient],
  );

  const announceArrival = useCallback(
    (orderId: number) => {
      arrivals.current += 1;
      const count = arrivals.current;
      // A changing text makes screen readers read a second order's note too.
      setAnnouncement(
        count > 1
          ? translate(ownerMessages, 'newOrderCount', { count: formatNumber(count) })
          : translate(ownerMessages, 'newOrder'),
      );
      later(() => setAnnouncement((current) => (arrivals.current === count ? '' : current)));
      playNewOrderBeep();
      setFresh((current) => new Set([...current, orderId]));
      later(() =>
        setFresh((current) => {
          const next = new Set(current);
          next.delete(orderId);
          return next;
        }),
      );
    },
    [later],
  );

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'order.created') {
        void refresh().then(() => announceArrival(event.data.order_id));
      } else if (event.type === 'ticket.changed') void refresh();
    },
    [announceArrival, refresh],
  );

  useLiveEvents(onEvent, { onReconnect: () => void refresh() });

  /** Order ids whose ticket just arrived. */
  return { fresh, announcement };
}
