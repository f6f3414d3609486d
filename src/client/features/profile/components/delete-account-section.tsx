import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
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
    <section aria-labelledby="danger-zone-title" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <h2 id="danger-zone-title" className="text-lg font-semibold text-red-800">
        {t('profile.dangerZone')}
      </h2>
      <p className="mt-1 text-sm text-gray-800">{t('profile.dangerZoneDescription')}</p>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive" className="mt-4" disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('profile.deleteAccount')}
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t('profile.deleteConfirmTitle')}</AlertDialogTitle>
            <AlertDialogDescription>{t('profile.deleteConfirmDescription')}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>{t('profile.cancel')}</AlertDialogCancel>
            <AlertDialogAction variant="destructive" onClick={() => void confirm()}>
              {t('profile.deleteConfirm')}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  );
}
