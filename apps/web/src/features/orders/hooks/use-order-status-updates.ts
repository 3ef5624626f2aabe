import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../../lib/live/use-live-events';
import { ordersQueryKey } from '../api/order-cards';

/**
 * Refreshes the customer's orders when a restaurant moves one of their tickets or lines (or an unpaid
 * order expires), and after a dropped stream.
 */
export function useOrderStatusUpdates() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
  useLiveEvents(
    (event) => {
      if (event.type === 'order.status' || event.type === 'ticket.changed') refresh();
    },
    { onReconnect: refresh },
  );
}
