import type { AdminUser } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/update-user/{id}/role/ (admin): the user's name, email, phone and role. */
export function getUserRole(id: number, signal?: AbortSignal): Promise<AdminUser> {
  return api.get<AdminUser>(`update-user/${id}/role/`, { signal });
}

export const userRoleQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUserRole(id, signal) });

/** `id` 0 (not a valid id) asks nothing. */
export function useUserRole(id: number) {
  return useQuery({ ...userRoleQueryOptions(id), enabled: id > 0 });
}
