import type { Restaurant } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** PUT /api/restaurant/admin/approve/{id}/ {is_approved} (admin) → Restaurant. */
export function setRestaurantApproval(id: number, isApproved: boolean): Promise<Restaurant> {
  return api.put<Restaurant>(`restaurant/admin/approve/${id}/`, { is_approved: isApproved });
}

export function useSetRestaurantApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: number; isApproved: boolean }) =>
      setRestaurantApproval(id, isApproved),
    // Approval decides what the storefront lists.
    onSuccess: (row) => {
      const key = row.is_approved ? 'toastRestaurantApproved' : 'toastRestaurantUnapproved';
      showToast(translate(adminMessages, key, { name: row.name }));
      return refreshAfterChange(queryClient, ['restaurants', 'catalog']);
    },
  });
}
