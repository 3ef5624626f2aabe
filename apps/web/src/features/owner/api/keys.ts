import type { QueryClient } from '@tanstack/react-query';

/** Every owner query key starts with 'owner', so one invalidation refreshes the whole dashboard. */
export const ownerKeys = {
  all: ['owner'] as const,
  stats: () => ['owner', 'stats'] as const,
  recentProducts: () => ['owner', 'recent-products'] as const,
  restaurant: () => ['owner', 'restaurant'] as const,
  foodsAll: () => ['owner', 'foods'] as const,
  foods: (page: number) => ['owner', 'foods', page] as const,
  food: (id: number) => ['owner', 'food', id] as const,
  tags: () => ['owner', 'tags'] as const,
  boardAll: () => ['owner', 'board'] as const,
  board: (query: { tab: string; page: number; date: string }) =>
    ['owner', 'board', query.tab, query.page, query.date] as const,
};

/**
 * After an owner's change: the dashboard's figures and lists, and the storefront's food and restaurant
 * lists (which show the owner's menu too), are marked for a refetch.
 */
export function refreshAfterChange(queryClient: QueryClient) {
  return Promise.all(
    [ownerKeys.all, ['catalog'], ['restaurants']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
