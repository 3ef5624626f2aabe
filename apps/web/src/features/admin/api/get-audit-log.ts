import type { AuditEntry, Paged } from '@bhoj/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/audit-log/?page= (admin): the admins' changes, 10 a page, newest first. */
export function getAuditLog(page: number, signal?: AbortSignal): Promise<Paged<AuditEntry>> {
  return api.get<Paged<AuditEntry>>('admin/audit-log/', { query: { page }, signal });
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({ queryKey: adminKeys.auditLog(page), queryFn: ({ signal }) => getAuditLog(page, signal) });

export function useAuditLog(page: number) {
  return useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData });
}
