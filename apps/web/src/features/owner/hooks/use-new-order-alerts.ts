import type { OwnerOrderLine } from '@bhoj/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLiveEvents, type LiveEvent } from '../../live/use-live-events';
import { ownerKeys } from '../api/keys';
import { playNewOrderBeep, primeAudio } from '../lib/beep';

/** How long new rows stay highlighted and the 'New order received' note stays up. */
export const HIGHLIGHT_MS = 8_000;

/**
 * Live orders for the owner's order page: on `order.created` the list refetches, a chime plays and the
 * new lines are highlighted while a 'New order received' note is announced. After a dropped stream comes
 * back, the list refetches too and anything that arrived meanwhile is highlighted the same way.
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

  const announceArrival = useCallback(
    (ids: number[]) => {
      arrivals.current += 1;
      const count = arrivals.current;
      // A changing text makes screen readers read a second order's note too.
      setAnnouncement(count > 1 ? `New order received (${count})` : 'New order received');
      later(() => setAnnouncement((current) => (arrivals.current === count ? '' : current)));
      playNewOrderBeep();
      if (ids.length === 0) return;
      setFresh((current) => new Set([...current, ...ids]));
      later(() =>
        setFresh((current) => {
          const next = new Set(current);
          for (const id of ids) next.delete(id);
          return next;
        }),
      );
    },
    [later],
  );

  /** Refetches the list; answers the ids of lines that were not in it before (none on a first load). */
  const refetchNewIds = useCallback(async () => {
    const before = queryClient.getQueryData<OwnerOrderLine[]>(ownerKeys.orders());
    await queryClient.invalidateQueries({ queryKey: ownerKeys.stats() });
    await queryClient.refetchQueries({ queryKey: ownerKeys.orders(), exact: true });
    const after = queryClient.getQueryData<OwnerOrderLine[]>(ownerKeys.orders()) ?? [];
    if (!before) return [];
    const known = new Set(before.map((line) => line.id));
    return after.filter((line) => !known.has(line.id)).map((line) => line.id);
  }, [queryClient]);

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type !== 'order.created') return;
      void refetchNewIds().then((added) => announceArrival([...new Set([...event.data.line_ids, ...added])]));
    },
    [announceArrival, refetchNewIds],
  );

  const onReconnect = useCallback(() => {
    void refetchNewIds().then((added) => {
      if (added.length > 0) announceArrival(added);
    });
  }, [announceArrival, refetchNewIds]);

  useLiveEvents(onEvent, { onReconnect });

  return { fresh, announcement };
}
