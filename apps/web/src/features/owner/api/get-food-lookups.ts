import type { Tag } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useCategories } from '../../../lib/lookups';
import { ownerKeys } from './keys';

/** GET /api/restaurant/tags/: the tags a food may carry (the form's 'Sub category'). */
export function getOwnerTags(signal?: AbortSignal): Promise<Tag[]> {
  return api.get<Tag[]>('restaurant/tags/', { signal });
}

export const ownerTagsQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.tags(),
    queryFn: ({ signal }) => getOwnerTags(signal),
    staleTime: 5 * 60_000,
  });

/** The food form's two lookups: categories (GET restaurant/categories/) and tags. */
export function useFoodLookups() {
  const categories = useCategories();
  const tags = useQuery(ownerTagsQueryOptions());
  return { categories, tags };
}
