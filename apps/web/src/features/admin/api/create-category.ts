import type { Category, CategoryBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/**
 * POST /api/restaurant/category/ {name, image} (admin) → 201 Category; the server makes the slug. Field
 * errors {name|slug|image: [...]}.
 */
export function createCategory(body: CategoryBody): Promise<Category> {
  return api.post<Category>('restaurant/category/', body);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (row) => {
      showToast(translate(adminMessages, 'toastCategoryCreated', { name: row.name }));
      return refreshAfterChange(queryClient, ['catalog']);
    },
  });
}
