import type { Tag, TagBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshAfterChange } from './keys';

/** PUT /api/restaurant/tag/update/{id}/ {name} (admin) → Tag. */
export function updateTag(id: number, body: TagBody): Promise<Tag> {
  return api.put<Tag>(`restaurant/tag/update/${id}/`, body);
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TagBody }) => updateTag(id, body),
    onSuccess: () => refreshAfterChange(queryClient, ['catalog']),
  });
}
