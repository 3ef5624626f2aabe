import type { Food, FoodCreateBody, FoodUpdateBody } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { translate } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { toFoodCreate, toFoodUpdate, type FoodFormValues } from '../lib/food-form';
import { ownerMessages } from '../messages';
import { ownerKeys, refreshAfterChange } from './keys';

/** POST /api/restaurant/item/add → 201 Food (this path has no trailing slash). */
export function addFood(body: FoodCreateBody): Promise<Food> {
  return api.post<Food>('restaurant/item/add', body);
}

/** PUT /api/restaurant/item/update/{id}/ → 200 Food; `image` null keeps the current image. */
export function updateFood(id: number, body: FoodUpdateBody): Promise<Food> {
  return api.put<Food>(`restaurant/item/update/${id}/`, body);
}

/** Saves the form's values: adds a food when `food` is undefined, else updates that food; a toast confirms. */
export function useSaveFood(food?: Food) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: FoodFormValues) =>
      food ? updateFood(food.id, toFoodUpdate(values, food)) : addFood(toFoodCreate(values)),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ownerKeys.food(saved.id), saved);
      showToast(translate(ownerMessages, food ? 'toastFoodSaved' : 'toastFoodAdded', { name: saved.name }));
      await refreshAfterChange(queryClient);
    },
  });
}
