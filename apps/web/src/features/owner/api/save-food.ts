import type { Food } from '@bhoj/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys, refreshAfterChange } from './keys';
import type { FoodBody } from './types';

/** POST /api/restaurant/item/add → 201 Food (no trailing slash, as api.md pins it). */
export function addFood(body: FoodBody): Promise<Food> {
  return api.post<Food>('restaurant/item/add', body);
}

/** PUT /api/restaurant/item/update/{id}/ → 200 Food; `image` null keeps the current image. */
export function updateFood(id: number, body: FoodBody): Promise<Food> {
  return api.put<Food>(`restaurant/item/update/${id}/`, body);
}

/** Adds a food when `id` is undefined, else updates that food. */
export function useSaveFood(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FoodBody) => (id === undefined ? addFood(body) : updateFood(id, body)),
    onSuccess: async (food) => {
      queryClient.setQueryData(ownerKeys.food(food.id), food);
      await refreshAfterChange(queryClient);
    },
  });
}
