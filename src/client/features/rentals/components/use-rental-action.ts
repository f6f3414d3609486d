import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { useMoveRental, type AgreedTimes, type UserRentalAction } from '@/client/features/rentals/api/move-rental';

/** The toast keys of each move (spec 02 §8 for accept and decline): success title and text, failure title. */
const TOASTS: Record<UserRentalAction, { title: string; text: string; failed: string }> = {
  accept: {
    title: 'rentals.toast.acceptedTitle',
    text: 'rentals.toast.acceptedText',
    failed: 'rentals.toast.acceptFailed',
  },
  decline: {
    title: 'rentals.toast.declinedTitle',
    text: 'rentals.toast.declinedText',
    failed: 'rentals.toast.declineFailed',
  },
  cancel: {
    title: 'rentals.toast.cancelledTitle',
    text: 'rentals.toast.cancelledText',
    failed: 'rentals.toast.cancelFailed',
  },
  complete: {
    title: 'rentals.toast.completedTitle',
    text: 'rentals.toast.completedText',
    failed: 'rentals.toast.completeFailed',
  },
};

/**
 * Runs a move and says how it went. A refusal because the rental moved meanwhile (409: no longer pending, dates taken)
 * adds the server's explanation under the failure text.
 */
export function useRentalAction() {
  const { t } = useTranslation();
  const move = useMoveRental();
  // Said through the promise, not mutate's callbacks: a move may unmount its own button (the accept dialog of the
  // handover times, issue 26 §3), and the toast must still come.
  const run = (rental: RentalView, action: UserRentalAction, times?: AgreedTimes) =>
    void move.mutateAsync({ id: rental.id, action, times }).then(
      () => toast({ title: t(TOASTS[action].title), description: t(TOASTS[action].text) }),
      (error: unknown) =>
        toast({
          variant: 'destructive',
          title: t(TOASTS[action].failed),
          // A 409 (moved meanwhile) or the agreed times refused by the listing's rule (issue 26 §3) say why.
          description:
            error instanceof ApiError && (error.status === 409 || error.code === 'HANDOVER_TIME')
              ? error.serverMessage
              : undefined,
        }),
    );
  return { run, pendingId: move.isPending ? move.variables?.id : undefined };
}
