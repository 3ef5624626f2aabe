import type { Tag, TagBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** PUT /api/restaurant/tag/update/{id}/ {name} (admin) → Tag. */
export function updateTag(id: number, body: TagBody): Promise<Tag> {
  return api.put<Tag>(`restaurant/tag/update/${id}/`, body);
}

export function useUpdateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TagBody }) => updateTag(id, body),
    onSuccess: (row) => {
      showToast(translate(adminMessages, 'toastTagSaved', { name: row.name }));
      return refreshAfterChange(queryClient, ['catalog']);
    },
  });
}
