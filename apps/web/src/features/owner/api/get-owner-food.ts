import type { Food } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isClientError } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/restaurant/item/update/{id}/: one of the owner's foods; another restaurant's or unknown → 404. */
export function getOwnerFood(id: number, signal?: AbortSignal): Promise<Food> {
  return api.get<Food>(`restaurant/item/update/${id}/`, { signal });
}

export const ownerFoodQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.food(id),
    queryFn: ({ signal }) => getOwnerFood(id, signal),
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

export function useOwnerFood(id: number, enabled = true) {
  return useQuery({ ...ownerFoodQueryOptions(id), enabled });
}
