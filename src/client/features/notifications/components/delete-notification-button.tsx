import { Trash2 } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';

/** Deleting asks first: a notification cannot be brought back. */
export function DeleteNotificationButton({
  title,
  disabled,
  onConfirm,
}: {
  title: string;
  disabled: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      icon={Trash2}
      label={<span className="hidden sm:inline">{t('inbox.delete')}</span>}
      triggerProps={{
        variant: 'ghost',
        size: 'sm',
        'aria-label': t('inbox.deleteNamed', { title }),
        className: 'text-red-800 hover:bg-red-50',
      }}
      pending={disabled}
      title={t('inbox.deleteConfirm.title')}
      description={t('inbox.deleteConfirm.description', { title })}
      cancelLabel={t('inbox.deleteConfirm.keep')}
      confirmLabel={t('inbox.deleteConfirm.confirm')}
      onConfirm={onConfirm}
    />
  );
}
