import type { QueryClient } from '@tanstack/react-query';

/** Every admin query key starts with 'admin', so one invalidation refreshes the dashboard's lists. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => ['admin', 'stats'] as const,
  users: (page: number, search: string) => ['admin', 'users', page, search] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  ownerCandidates: (search: string) => ['admin', 'owner-candidates', search] as const,
  restaurants: () => ['admin', 'restaurants'] as const,
  orders: (filter: { page: number; stage: string; restaurant: string }) =>
    ['admin', 'orders', filter.page, filter.stage, filter.restaurant] as const,
  auditLog: (page: number) => ['admin', 'audit-log', page] as const,
  refunds: (filter: { page: number; state: string }) =>
    ['admin', 'refunds', filter.page, filter.state] as const,
};

/**
 * After an admin change: the dashboard's lists, the storefront's catalog (categories, tags, foods) and
 * restaurant lists may all show something stale, so they are marked for a refetch.
 */
export function refreshAfterChange(queryClient: QueryClient, areas: readonly ('catalog' | 'restaurants')[]) {
  const refreshes = [queryClient.invalidateQueries({ queryKey: adminKeys.all })];
  for (const area of areas) refreshes.push(queryClient.invalidateQueries({ queryKey: [area] }));
  return Promise.all(refreshes);
}
