import type { RecentProduct } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/restaurant/recent-products/: the owner's five newest foods. */
export function getRecentProducts(signal?: AbortSignal): Promise<RecentProduct[]> {
  return api.get<RecentProduct[]>('restaurant/recent-products/', { signal });
}

export const recentProductsQueryOptions = () =>
  queryOptions({ queryKey: ownerKeys.recentProducts(), queryFn: ({ signal }) => getRecentProducts(signal) });

export function useRecentProducts() {
  return useQuery(recentProductsQueryOptions());
}
