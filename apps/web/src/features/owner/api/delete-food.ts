import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** DELETE /api/restaurant/food/delete/{id}/: past orders keep their snapshot of it. */
export function deleteFood(id: number): Promise<unknown> {
  return api.delete<unknown>(`restaurant/food/delete/${id}/`);
}

export function useDeleteFood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFood,
    onSuccess: () => refreshAfterChange(queryClient),
  });
}
