import type { Restaurant, RestaurantUpdateBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { ownerMessages } from '../messages';
import { ownerKeys, refreshAfterChange } from './keys';

/** PUT /api/restaurant/update/ → 200 Restaurant; the slug follows the name. */
export function updateRestaurant(body: RestaurantUpdateBody): Promise<Restaurant> {
  return api.put<Restaurant>('restaurant/update/', body);
}

export function useUpdateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRestaurant,
    onSuccess: async (restaurant) => {
      // The sidebar shows the new name at once.
      queryClient.setQueryData(ownerKeys.restaurant(), restaurant);
      showToast(translate(ownerMessages, 'toastRestaurantSaved'));
      await refreshAfterChange(queryClient);
    },
  });
}
