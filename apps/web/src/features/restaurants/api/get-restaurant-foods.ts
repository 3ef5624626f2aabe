import type { Food, Paged } from '@bhoj/contract';
import { CATALOG_PAGE_SIZES } from '@bhoj/contract/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RESTAURANT_PAGE_SIZE = CATALOG_PAGE_SIZES.restaurantFoods;

/** GET /api/restaurant/restaurant-food-list/{slug}/?page=n: 6 foods a page; a page past the end → 404. */
export function getRestaurantFoods(slug: string, page: number, signal?: AbortSignal): Promise<Paged<Food>> {
  return api.get<Paged<Food>>(`restaurant/restaurant-food-list/${encodeURIComponent(slug)}/`, {
    query: { page },
    signal,
  });
}

export const restaurantFoodsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['restaurants', 'foods', slug, page],
    queryFn: ({ signal }) => getRestaurantFoods(slug, page, signal),
  });

export function useRestaurantFoods(slug: string, page: number) {
  return useQuery(restaurantFoodsQueryOptions(slug, page));
}
