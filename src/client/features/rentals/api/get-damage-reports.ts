import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DamageReport } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { handoverKeys } from './handover-keys';

/** GET /api/rentals/{id}/damage-reports: the rental's damage reports, newest first, with what the caller may do. */
export function getDamageReports(rentalId: number): Promise<DamageReport[]> {
  return api<DamageReport[]>('GET', `/api/rentals/${rentalId}/damage-reports`);
}

export const damageReportsQueryOptions = (rentalId: number) =>
  queryOptions({ queryKey: handoverKeys.damageReports(rentalId), queryFn: () => getDamageReports(rentalId) });

/** `enabled`: only a rental that has been completed can have reports. */
export function useDamageReports(rentalId: number, enabled = true) {
  return useQuery({ ...damageReportsQueryOptions(rentalId), enabled });
}
