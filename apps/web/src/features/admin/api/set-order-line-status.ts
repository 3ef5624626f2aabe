import type { AdminOrderStatusBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { STATUS_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** POST /api/admin/order-status/{id}/ {status} (admin): Pending, Completed or Canceled. */
export function setOrderLineStatus(id: number, status: AdminOrderStatusBody['status']): Promise<unknown> {
  return api.post(`admin/order-status/${id}/`, { status });
}

export function useSetOrderLineStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: AdminOrderStatusBody['status']; item: string }) =>
      setOrderLineStatus(id, status),
    // The list reloads, and with it the summary's figures and the audit log.
    onSuccess: (_answer, { item, status }) => {
      const label = translate(adminMessages, STATUS_LABEL[status]);
      showToast(translate(adminMessages, 'toastOrderMoved', { item, status: label }));
      return refreshAfterChange(queryClient, []);
    },
  });
}
