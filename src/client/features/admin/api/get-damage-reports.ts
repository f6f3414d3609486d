import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDamageListItem } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './keys';

export type DamageListFilter = 'open' | 'all';

/** GET /api/admin/damage-reports?status=open|all: open reports oldest first (with their deadlines), or every one. */
export function getAdminDamageReports(status: DamageListFilter): Promise<AdminDamageListItem[]> {
  return api<AdminDamageListItem[]>('GET', `/api/admin/damage-reports?status=${status}`);
}

export const adminDamageReportsQueryOptions = (status: DamageListFilter) =>
  queryOptions({ queryKey: adminKeys.damageReports(status), queryFn: () => getAdminDamageReports(status) });

export function useAdminDamageReports(status: DamageListFilter) {
  return useQuery(adminDamageReportsQueryOptions(status));
}
