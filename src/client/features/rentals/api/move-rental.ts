import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RentalAction } from '@/shared/domain/rental-status';
import type { RentalView } from '@/shared/schemas/rentals';
import { api } from '@/client/lib/api-client';
import { notificationsKeys } from '@/client/lib/query-keys';
import { rentalsKeys } from './keys';

/** The moves a person makes from the rentals page (start is the system's only). */
export type UserRentalAction = Exclude<RentalAction, 'start'>;

/**
 * PUT /api/rentals/{id}/accept | decline | cancel | complete (empty bodies). The server decides whether the move is
 * allowed; the answer is the rental as it is now.
 */
export function moveRental(id: number, action: UserRentalAction): Promise<RentalView> {
  return api<RentalView>('PUT', `/api/rentals/${id}/${action}`);
}

/**
 * After any answer (a refusal too: the rental may have moved meanwhile) the rental lists are refetched, and so are the
 * notifications, since a move notifies the other party and may decline overlapping requests.
 */
export function useMoveRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: UserRentalAction }) => moveRental(id, action),
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rentalsKeys.all }),
        qc.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}
