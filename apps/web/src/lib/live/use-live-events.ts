import type { LiveEvent } from '@bhoj/contract';
import { useEffect, useRef } from 'react';
import { apiUrl } from '../api-client';
import { useStoredUser } from '../auth-storage';
import { runLiveConnection } from './live-connection';
import { toLiveEvent } from './live-event';

export type { LiveEvent };

export type UseLiveEventsOptions = {
  /** False keeps the stream closed (default true). */
  enabled?: boolean;
  /** After the stream came back from a drop: events may have been missed, so refetch what they refresh. */
  onReconnect?: () => void;
};

/**
 * Listens to GET /api/events/ while the component is mounted and a user is signed in: `order.created`
 * reaches a restaurant's owner, `order.status` the ordering customer. Reconnects by itself after a drop;
 * closes on unmount and on sign-out (and reopens with the new token after signing in as someone else).
 * The callbacks may change on every render without reopening the stream.
 *
 *   useLiveEvents((event) => {
 *     if (event.type === 'order.status') void queryClient.invalidateQueries({ queryKey: ['orders'] });
 *   });
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void, options: UseLiveEventsOptions = {}) {
  const { enabled = true } = options;
  const token = useStoredUser()?.token;
  const onEventRef = useRef(onEvent);
  const onReconnectRef = useRef(options.onReconnect);
  useEffect(() => {
    onEventRef.current = onEvent;
    onReconnectRef.current = options.onReconnect;
  });

  useEffect(() => {
    if (!enabled || !token) return;
    const controller = new AbortController();
    void runLiveConnection({
      url: apiUrl('events/'),
      token,
      signal: controller.signal,
      onOpen: (reconnected) => {
        if (reconnected) onReconnectRef.current?.();
      },
      onMessage: (message) => {
        const event = toLiveEvent(message);
        if (event) onEventRef.current(event);
      },
    });
    return () => controller.abort();
  }, [enabled, token]);
}
