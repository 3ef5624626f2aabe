import type { Category, Tag } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// The food categories and tags, read by the catalog, the owner's food form and the admin lists. Admins
// change them rarely, so a screen reuses them for five minutes; after an admin edit the ['catalog', …]
// keys are invalidated, so these keys must stay as they are.
const LOOKUP_STALE_MS = 5 * 60_000;

/** GET /api/restaurant/categories/: every food category (id, name, slug, image URL or ''). */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'categories'],
    queryFn: ({ signal }) => api.get<Category[]>('restaurant/categories/', { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

/** GET /api/restaurant/tag-list/: every food tag (id, name, slug). */
export const tagsQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'tags'],
    queryFn: ({ signal }) => api.get<Tag[]>('restaurant/tag-list/', { signal }),
    staleTime: LOOKUP_STALE_MS,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());

export const useTags = () => useQuery(tagsQueryOptions());
