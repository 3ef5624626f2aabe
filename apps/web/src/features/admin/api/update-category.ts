import type { Category, CategoryBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/** PUT /api/restaurant/category/update/{id}/ (admin) → Category; an empty image keeps the current one. */
export function updateCategory(id: number, body: CategoryBody): Promise<Category> {
  return api.put<Category>(`restaurant/category/update/${id}/`, body);
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: CategoryBody }) => updateCategory(id, body),
    onSuccess: (row) => {
      showToast(translate(adminMessages, 'toastCategorySaved', { name: row.name }));
      return refreshAfterChange(queryClient, ['catalog']);
    },
  });
}
