import type { DamageReport } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useRentalMutation } from './use-rental-mutation';

/** POST /api/damage-reports/{id}/withdraw (the owner): the report is dropped and the deposit goes back to the renter. */
export function withdrawDamage(reportId: number): Promise<DamageReport> {
  return api<DamageReport>('POST', `/api/damage-reports/${reportId}/withdraw`);
}

export const useWithdrawDamage = () => useRentalMutation(withdrawDamage);
