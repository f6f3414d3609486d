import type { HandoverBody, HandoverRecord } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { useRentalMutation } from './use-rental-mutation';

/** POST /api/rentals/{id}/handover: photos (uploaded URLs) and a note at pickup or return, by the caller's party. */
export function addHandover({ rentalId, ...body }: HandoverBody & { rentalId: number }): Promise<HandoverRecord> {
  return api<HandoverRecord>('POST', `/api/rentals/${rentalId}/handover`, body);
}

export const useAddHandover = () => useRentalMutation(addHandover);
