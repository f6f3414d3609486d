import type { DamageReport } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useRentalMutation } from './use-rental-mutation';

/** POST /api/damage-reports/{id}/accept (the renter): settled at once, at most the deposit to the owner. */
export function acceptDamage(reportId: number): Promise<DamageReport> {
  return api<DamageReport>('POST', `/api/damage-reports/${reportId}/accept`);
}

export const useAcceptDamage = () => useRentalMutation(acceptDamage);
