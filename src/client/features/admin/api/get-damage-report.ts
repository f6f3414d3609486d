import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDamageDetail } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

/** GET /api/admin/damage-reports/{id}: one report with the handover photos, the messages and whether I may decide. */
export function getAdminDamageReport(id: number): Promise<AdminDamageDetail> {
  return api<AdminDamageDetail>('GET', `/api/admin/damage-reports/${id}`);
}

export const adminDamageReportQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.damageReport(id), queryFn: () => getAdminDamageReport(id), retry: false });

export function useAdminDamageReport(id: number) {
  return useQuery(adminDamageReportQueryOptions(id));
}
