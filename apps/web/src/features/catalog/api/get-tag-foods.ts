import type { Food, Paged } from '@bhoj/contract';
import { CATALOG_PAGE_SIZES } from '@bhoj/contract/catalog-limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const TAG_PAGE_SIZE = CATALOG_PAGE_SIZES.tagFoods;

/** GET /api/restaurant/tag-food-list/{tag}/?page=n: 6 foods a page; a page past the end → 404. */
export function getTagFoods(tag: string, page: number, signal?: AbortSignal): Promise<Paged<Food>> {
  return api.get<Paged<Food>>(`restaurant/tag-food-list/${encodeURIComponent(tag)}/`, {
    query: { page },
    signal,
  });
}

export const tagFoodsQueryOptions = (tag: string, page: number) =>
  queryOptions({
    queryKey: ['catalog', 'tag-foods', tag, page],
    queryFn: ({ signal }) => getTagFoods(tag, page, signal),
  });

export function useTagFoods(tag: string, page: number) {
  return useQuery(tagFoodsQueryOptions(tag, page));
}
