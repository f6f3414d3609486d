import type { DamageDisputeBody, DamageReport } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useRentalMutation } from './use-rental-mutation';

/** POST /api/damage-reports/{id}/dispute (the renter): their statement and photos; an administrator decides. */
export function disputeDamage({ reportId, ...body }: DamageDisputeBody & { reportId: number }): Promise<DamageReport> {
  return api<DamageReport>('POST', `/api/damage-reports/${reportId}/dispute`, body);
}

export const useDisputeDamage = () => useRentalMutation(disputeDamage);
