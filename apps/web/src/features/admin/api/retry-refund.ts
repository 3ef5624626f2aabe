import type { AdminRefund } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** POST /api/admin/refunds/{id}/retry/ (admin) → AdminRefund: a refused refund is owed again. */
export function retryRefund(id: number): Promise<AdminRefund> {
  return api.post<AdminRefund>(`admin/refunds/${id}/retry/`);
}

export function useRetryRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryRefund,
    onSuccess: (refund) => {
      showToast(translate(adminMessages, 'toastRefundRetried', { order: `#${refund.order}` }));
      return refreshAfterChange(queryClient, []);
    },
  });
}
