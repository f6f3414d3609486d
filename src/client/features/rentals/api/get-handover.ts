import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HandoverRecord } from '@/shared/schemas/damage';
import { api } from '@/client/lib/api-client';
import { handoverKeys } from './handover-keys';

/** GET /api/rentals/{id}/handover: both parties' condition photos and notes at pickup and return, oldest first. */
export function getHandover(rentalId: number): Promise<HandoverRecord[]> {
  return api<HandoverRecord[]>('GET', `/api/rentals/${rentalId}/handover`);
}

export const handoverQueryOptions = (rentalId: number) =>
  queryOptions({ queryKey: handoverKeys.records(rentalId), queryFn: () => getHandover(rentalId) });

export function useHandover(rentalId: number) {
  return useQuery(handoverQueryOptions(rentalId));
}
