import type { AdminUser, Paged } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/users/?page=&search= (admin): 6 users a page, `search` matching name or email. */
export function getUsers(page: number, search: string, signal?: AbortSignal): Promise<Paged<AdminUser>> {
  return api.get<Paged<AdminUser>>('users/', { query: { page, search: search || undefined }, signal });
}

export const usersQueryOptions = (page: number, search: string) =>
  queryOptions({
    queryKey: adminKeys.users(page, search),
    queryFn: ({ signal }) => getUsers(page, search, signal),
  });

export function useUsers(page: number, search: string) {
  // The current rows stay on screen while the next page or search loads.
  return useQuery({ ...usersQueryOptions(page, search), placeholderData: keepPreviousData });
}
