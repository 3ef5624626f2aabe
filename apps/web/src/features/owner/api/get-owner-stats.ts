import type { OwnerStats } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/restaurant/data/: the dashboard's figures and this year's monthly sales (all twelve months). */
export function getOwnerStats(signal?: AbortSignal): Promise<OwnerStats> {
  return api.get<OwnerStats>('restaurant/data/', { signal });
}

export const ownerStatsQueryOptions = () =>
  queryOptions({ queryKey: ownerKeys.stats(), queryFn: ({ signal }) => getOwnerStats(signal) });

export function useOwnerStats() {
  return useQuery(ownerStatsQueryOptions());
}
