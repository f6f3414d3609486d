import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationsKeys, payoutsKeys } from '@/client/lib/query-keys';
import { rentalsKeys } from './keys';

/**
 * A handover or damage call: after any answer (a refusal too: the report or the deposit may have moved meanwhile) the
 * rental, its handover records and damage reports (all under the rentals root), the payouts and the notifications are
 * read again, so the page shows the deposit, refunds and payout as they are now.
 */
export function useRentalMutation<A, R>(fn: (args: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: rentalsKeys.all }),
        qc.invalidateQueries({ queryKey: payoutsKeys.all }),
        qc.invalidateQueries({ queryKey: notificationsKeys.all }),
      ]),
  });
}
