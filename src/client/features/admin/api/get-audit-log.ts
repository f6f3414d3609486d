import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEvent } from '@/shared/schemas/admin';
import { ADMIN_LIST_LIMIT, adminKeys, getAdminPage } from './keys';

/** GET /api/admin/audit-events: a page of the audit log, newest first. */
export function getAuditLog(pageNo: number) {
  return getAdminPage<AuditEvent>(`/api/admin/audit-events?page=${pageNo}&limit=${ADMIN_LIST_LIMIT}`);
}

export const auditLogQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: adminKeys.audit(pageNo),
    queryFn: () => getAuditLog(pageNo),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(pageNo: number) {
  return useQuery(auditLogQueryOptions(pageNo));
}
