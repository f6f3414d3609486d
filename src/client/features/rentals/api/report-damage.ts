import type { DamageReport, DamageReportBody } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useRentalMutation } from './use-rental-mutation';

/** POST /api/rentals/{id}/damage-reports (the owner): the damage, its estimated cost in zł and photos. */
export function reportDamage({ rentalId, ...body }: DamageReportBody & { rentalId: number }): Promise<DamageReport> {
  return api<DamageReport>('POST', `/api/rentals/${rentalId}/damage-reports`, body);
}

export const useReportDamage = () => useRentalMutation(reportDamage);
