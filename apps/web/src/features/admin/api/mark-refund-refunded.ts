import type { AdminRefund, MarkRefundedBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** POST /api/admin/refunds/{id}/refunded/ {note} (admin) → AdminRefund: given back another way. */
export function markRefundRefunded(id: number, body: MarkRefundedBody): Promise<AdminRefund> {
  return api.post<AdminRefund>(`admin/refunds/${id}/refunded/`, body);
}

export function useMarkRefundRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MarkRefundedBody }) => markRefundRefunded(id, body),
    // The refunds list, the order cards that show the refund and the audit log.
    onSuccess: (refund) => {
      showToast(translate(adminMessages, 'toastRefundMarked', { order: `#${refund.order}` }));
      return refreshAfterChange(queryClient, []);
    },
  });
}
