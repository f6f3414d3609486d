import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { DangerZone } from '@/client/components/ui/danger-zone';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useDeleteAccount } from '@/client/features/users/api/delete-account';

/** The danger zone: deleting the account after a confirmation with the password, then home. */
export function DeleteAccountSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount(userId);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();

  // Awaited rather than per-call callbacks: clearing the user unmounts this section before they would run.
  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('validation.currentPasswordRequired');
      return;
    }
    try {
      await remove.mutateAsync(password);
    } catch (err) {
      const field = err instanceof ApiError ? err.fields?.currentPassword : undefined;
      if (field) setError(field);
      else
        toast({
          variant: 'destructive',
          title: t('profile.accountDeleteFailed'),
          description: errorMessage(err, t('profile.deleteFailedDescription')),
        });
      return;
    }
    void navigate('/');
    toast({ title: t('profile.accountDeletedTitle'), description: t('profile.accountDeletedDescription') });
  };

  return (
    <DangerZone title={t('profile.dangerZone')} description={t('profile.dangerZoneDescription')}>
      <Dialog
        onOpenChange={() => {
          setPassword('');
          setError(undefined);
        }}
      >
        <DialogTrigger asChild>
          <Button variant="destructive" className="mt-4" disabled={remove.isPending}>
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('profile.deleteAccount')}
          </Button>
        </DialogTrigger>
        <DialogContent role="alertdialog">
          <form onSubmit={confirm} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>{t('profile.deleteConfirmTitle')}</DialogTitle>
              <DialogDescription>{t('profile.deleteConfirmDescription')}</DialogDescription>
            </DialogHeader>
            <FormField id="delete-password" label={t('profile.deletePasswordLabel')} error={error}>
              <PasswordInput
                autoComplete="current-password"
                value={password}
                onChange={(e) => {
                  setPassword(e.target.value);
                  setError(undefined);
                }}
                {...fieldAria('delete-password', error)}
              />
            </FormField>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">{t('profile.cancel')}</Button>
              </DialogClose>
              <Button type="submit" variant="destructive" disabled={remove.isPending}>
                {t('profile.deleteConfirm')}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </DangerZone>
  );
}
