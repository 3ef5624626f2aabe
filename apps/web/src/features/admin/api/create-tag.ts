import type { Tag, TagBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** POST /api/restaurant/tags/ {name} (admin) → 201 Tag; the server makes the slug. Errors {name|slug: [...]}. */
export function createTag(body: TagBody): Promise<Tag> {
  return api.post<Tag>('restaurant/tags/', body);
}

export function useCreateTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTag,
    onSuccess: (row) => {
      showToast(translate(adminMessages, 'toastTagCreated', { name: row.name }));
      return refreshAfterChange(queryClient, ['catalog']);
    },
  });
}
