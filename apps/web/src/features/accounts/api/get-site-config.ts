import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SiteConfig } from '@bhoj/contract';

/** GET /api/site-config/ → {demo_accounts}: the quick demo sign-in accounts, null when demo data is off. */
export function getSiteConfig(signal?: AbortSignal): Promise<SiteConfig> {
  return api.get<SiteConfig>('site-config/', { signal, auth: false });
}

export const siteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => getSiteConfig(signal),
    staleTime: Infinity,
    // Without an answer the demo buttons stay hidden; that is the safe reading.
    retry: false,
  });

export function useSiteConfig() {
  return useQuery(siteConfigQueryOptions());
}
