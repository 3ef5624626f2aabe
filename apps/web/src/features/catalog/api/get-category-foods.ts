import type { Food, Paged } from '@bhoj/contract';
import { CATALOG_PAGE_SIZES } from '@bhoj/contract/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CATEGORY_PAGE_SIZE = CATALOG_PAGE_SIZES.categoryFoods;

/** GET /api/restaurant/category-foods/{slug}/?page=n: 10 foods a page; a page past the end → 404. */
export function getCategoryFoods(slug: string, page: number, signal?: AbortSignal): Promise<Paged<Food>> {
  return api.get<Paged<Food>>(`restaurant/category-foods/${encodeURIComponent(slug)}/`, {
    query: { page },
    signal,
  });
}

export const categoryFoodsQueryOptions = (slug: string, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'category-foods', slug, page],
    queryFn: ({ signal }) => getCategoryFoods(slug, page, signal),
  });

export function useCategoryFoods(slug: string, page: number, enabled = true) {
  return useQuery({ ...categoryFoodsQueryOptions(slug, page), enabled });
}
