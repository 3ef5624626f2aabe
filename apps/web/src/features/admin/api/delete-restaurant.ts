import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** DELETE /api/restaurant/delete/{id}/ (admin) → {message}; 409 {error} while it has open orders. */
export function deleteRestaurant(id: number): Promise<unknown> {
  return api.delete(`restaurant/delete/${id}/`);
}

export function useDeleteRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRestaurant,
    // Its foods leave the storefront too.
    onSuccess: () => refreshAfterChange(queryClient, ['restaurants', 'catalog']),
  });
}
