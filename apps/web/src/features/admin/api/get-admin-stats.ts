import type { AdminStats } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/restaurant/admin/data/ (admin): the platform summary with revenue per weekday, Fri … Thu. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStats> {
  return api.get<AdminStats>('restaurant/admin/data/', { signal });
}

export const adminStatsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.stats(), queryFn: ({ signal }) => getAdminStats(signal) });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}
