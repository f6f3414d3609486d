import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError } from '@/client/lib/api-client';
import { useMoveRental, type UserRentalAction } from '@/client/features/rentals/api/move-rental';

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
  const run = (rental: RentalView, action: UserRentalAction) =>
    move.mutate(
      { id: rental.id, action },
      {
        onSuccess: () => toast({ title: t(TOASTS[action].title), description: t(TOASTS[action].text) }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t(TOASTS[action].failed),
            description: error instanceof ApiError && error.status === 409 ? error.serverMessage : undefined,
          }),
      },
    );
  return { run, pendingId: move.isPending ? move.variables?.id : undefined };
}
