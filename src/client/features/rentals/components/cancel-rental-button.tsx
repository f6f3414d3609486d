import { XCircle } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { RefundPreviewNote } from './refund-preview-note';

/**
 * Cancelling cannot be undone and notifies the other party, so it asks first; the renter of a paid rental
 * (`refundOf`) sees the exact refund there.
 */
export function CancelRentalButton({
  itemName,
  dates,
  disabled,
  onConfirm,
  refundOf,
}: {
  itemName: string;
  dates: string;
  disabled: boolean;
  onConfirm: () => void;
  refundOf?: number;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      icon={XCircle}
      label={t('rentals.actions.cancel')}
      triggerProps={{ variant: 'outline', size: 'sm', className: 'text-red-800' }}
      pending={disabled}
      title={t('rentals.cancelConfirm.title')}
      description={t('rentals.cancelConfirm.description', { item: itemName, dates })}
      cancelLabel={t('rentals.cancelConfirm.keep')}
      confirmLabel={t('rentals.cancelConfirm.confirm')}
      onConfirm={onConfirm}
    >
      {refundOf !== undefined && <RefundPreviewNote rentalId={refundOf} />}
    </ConfirmDialog>
  );
}
