import type { Food, Paged } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/restaurant/foods/?page=n with the owner's token: their own foods, 6 a page, newest first. */
export function getOwnerFoods(page: number, signal?: AbortSignal): Promise<Paged<Food>> {
  return api.get<Paged<Food>>('restaurant/foods/', { query: { page }, signal });
}

export const ownerFoodsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ownerKeys.foods(page),
    queryFn: ({ signal }) => getOwnerFoods(page, signal),
    placeholderData: keepPreviousData,
  });

export function useOwnerFoods(page: number) {
  return useQuery(ownerFoodsQueryOptions(page));
}
