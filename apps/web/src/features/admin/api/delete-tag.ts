import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** DELETE /api/restaurant/tag/delete/{id}/ (admin) → {message}; 409 {error} while foods use it. */
export function deleteTag(id: number): Promise<unknown> {
  return api.delete(`restaurant/tag/delete/${id}/`);
}

export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSuccess: () => refreshAfterChange(queryClient, ['catalog']),
  });
}
