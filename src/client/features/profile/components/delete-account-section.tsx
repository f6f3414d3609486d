import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DangerZone } from '../../../components/ui/danger-zone';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

/** The danger zone: deleting the account after a confirmation, then home. */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount(userId);

  // Awaited rather than per-call callbacks: clearing the user unmounts this section before they would run.
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (e) {
      toast({ variant: 'destructive', title: t('profile.accountDeleteFailed'), description: errorMessage(e, t('profile.deleteFailedDescription')) });
      return;
    }
    navigate('/');
    toast({ title: t('profile.accountDeletedTitle'), description: t('profile.accountDeletedDescription') });
  };

  return (
    <DangerZone title={t('profile.dangerZone')} description={t('profile.dangerZoneDescription')}>
      <ConfirmDialog
        icon={Trash2}
        label={t('profile.deleteAccount')}
        triggerProps={{ variant: 'destructive', className: 'mt-4' }}
        pending={remove.isPending}
        title={t('profile.deleteConfirmTitle')}
        description={t('profile.deleteConfirmDescription')}
        cancelLabel={t('profile.cancel')}
        confirmLabel={t('profile.deleteConfirm')}
        onConfirm={confirm}
      />
    </DangerZone>
  );
}
