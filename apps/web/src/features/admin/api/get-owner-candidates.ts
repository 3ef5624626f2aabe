import type { OwnerCandidate } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/**
 * GET /api/user-list/?search= (admin): the users who may be given a restaurant (customers, owners without
 * one), newest first, at most 100; `search` narrows them by name or email.
 */
export function getOwnerCandidates(search: string, signal?: AbortSignal): Promise<OwnerCandidate[]> {
  return api.get<OwnerCandidate[]>('user-list/', { query: { search: search || undefined }, signal });
}

export const ownerCandidatesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: adminKeys.ownerCandidates(search),
    queryFn: ({ signal }) => getOwnerCandidates(search, signal),
  });

export function useOwnerCandidates(search: string) {
  return useQuery({ ...ownerCandidatesQueryOptions(search), placeholderData: keepPreviousData });
}
