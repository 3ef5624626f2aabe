import type { Restaurant, RestaurantCreate } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { adminMessages } from '../messages';
import { refreshAfterChange } from './keys';

/**
 * POST /api/restaurant/create/ (admin) → 201 Restaurant. The server makes the slug from the name and the
 * owner a restaurant_owner; errors {name|address|phone_number|is_approved|owner|slug: [...]} or {error}.
 */
export function createRestaurant(body: RestaurantCreate): Promise<Restaurant> {
  return api.post<Restaurant>('restaurant/create/', body);
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: (row) => {
      showToast(translate(adminMessages, 'toastRestaurantCreated', { name: row.name }));
      return refreshAfterChange(queryClient, ['restaurants']);
    },
  });
}
