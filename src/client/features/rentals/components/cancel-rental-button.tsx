import { XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

/** Cancelling cannot be undone and notifies the other party, so it asks first. */
export function CancelRentalButton({
  itemName,
  dates,
  disabled,
  onConfirm,
}: {
  itemName: string;
  dates: string;
  disabled: boolean;
  onConfirm: () => void;
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
    />
  );
}
