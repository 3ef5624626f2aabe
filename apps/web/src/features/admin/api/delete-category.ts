import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** DELETE /api/restaurant/category/delete/{id}/ (admin) → {message}; 409 {error} while foods use it. */
export function deleteCategory(id: number): Promise<unknown> {
  return api.delete(`restaurant/category/delete/${id}/`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshAfterChange(queryClient, ['catalog']),
  });
}
