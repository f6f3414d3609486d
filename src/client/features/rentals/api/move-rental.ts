import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RentalAction } from '@/shared/domain/rental-status';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { notificationsKeys } from '@/client/lib/query-keys';
import { rentalsKeys } from './keys';

/** The moves a person makes from the rentals page (start is the system's only). */
export type UserRentalAction = Exclude<RentalAction, 'start'>;

/** The handover times the owner agrees on accepting (issue 26 §3). */
export interface AgreedTimes {
  pickupTime: string;
  returnTime: string;
}

/**
 * PUT /api/rentals/{id}/accept | decline | cancel | complete (empty bodies; accept may carry the agreed handover
 * times). The server decides whether the move is allowed; the answer is the rental as it is now.
 */
export function moveRental(id: number, action: UserRentalAction, times?: AgreedTimes): Promise<RentalView> {
  return api<RentalView>('PUT', `/api/rentals/${id}/${action}`, action === 'accept' ? times : undefined);
}

/**
 * After any answer (a refusal too: the rental may have moved meanwhile) the rental lists are refetched, and so are the
 * notifications, since a move notifies the other party and may decline overlapping requests.
 */
export function useMoveRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, times }: { id: number; action: UserRentalAction; times?: AgreedTimes }) =>
      moveRental(id, action, times),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rentalsKeys.all }),
        qc.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}
