import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Profile } from '@bhoj/contract';

/** GET /api/accounts/profile/ (token) → the signed-in user's Profile. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>('accounts/profile/', { signal });
}

export const profileQueryKey = ['accounts', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
