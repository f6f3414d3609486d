import { Check, PackageCheck, X } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import type { UserRentalAction } from '@/client/features/rentals/api/move-rental';
import { rentalRange } from '@/client/features/rentals/utils/rental-dates';
import { CancelRentalButton } from './cancel-rental-button';
import { HandoverTimesDialog } from './handover-times-dialog';

/**
 * The buttons of the moves the server says the caller may make now (`rental.actions`), in a fixed order. The renter
 * (`asRenter`) cancelling a paid rental is shown the refund first.
 */
export function RentalActions({
  rental,
  busy,
  onAction,
  asRenter,
}: {
  rental: RentalView;
  busy: boolean;
  onAction: (action: UserRentalAction) => void;
  asRenter: boolean;
}) {
  const { t } = useTranslation();
  const can = (a: UserRentalAction) => rental.actions.includes(a);
  if (!(['accept', 'decline', 'complete', 'cancel'] as const).some(can)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {can('accept') && (
        <Button size="sm" disabled={busy} onClick={() => onAction('accept')}>
          <Check className="h-4 w-4" aria-hidden />
          {t('rentals.actions.accept')}
        </Button>
      )}
      {/* Accept with other handover times, or propose others in a message (issue 26 §3). */}
      {can('accept') && rental.pickupTime && rental.returnTime && (
        <HandoverTimesDialog rental={rental} disabled={busy} />
      )}
      {can('decline') && (
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onAction('decline')}>
          <X className="h-4 w-4" aria-hidden />
          {t('rentals.actions.decline')}
        </Button>
      )}
      {can('complete') && (
        <Button size="sm" disabled={busy} onClick={() => onAction('complete')}>
          <PackageCheck className="h-4 w-4" aria-hidden />
          {t('rentals.actions.complete')}
        </Button>
      )}
      {can('cancel') && (
        <CancelRentalButton
          itemName={rental.item.name}
          dates={rentalRange(rental.startDate, rental.endDate)}
          disabled={busy}
          onConfirm={() => onAction('cancel')}
          refundOf={asRenter && rental.paymentStatus === 'paid' ? rental.id : undefined}
        />
      )}
    </div>
  );
}
