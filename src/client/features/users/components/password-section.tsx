import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { changePasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent } from '@/client/components/ui/card';
import { PasswordField } from '@/client/components/form-fields/password-field';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { applyServerFieldErrors } from '@/client/lib/form-errors';
import { useChangePassword } from '@/client/features/users/api/change-password';
import { useLogoutOtherDevices } from '@/client/features/users/api/logout-other-devices';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/** Security: a new password (the current one first; other devices are logged out) and "log out other devices". */
export function PasswordSection({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const change = useChangePassword(userId);
  const logoutOthers = useLogoutOtherDevices();
  const { register, handleSubmit, setError, reset, formState } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const err = (name: (typeof FIELDS)[number]) => formState.errors[name]?.message;

  const onSubmit = handleSubmit((input) =>
    change.mutate(input, {
      onSuccess: (answer) => {
        reset();
        toast({ title: t('profile.passwordChangedTitle'), description: answer.message });
      },
      onError: (e) => {
        applyServerFieldErrors(e, FIELDS, setError);
        toast({
          variant: 'destructive',
          title: t('profile.passwordChangeFailed'),
          description: errorMessage(e, t('profile.updateFailedDescription')),
        });
      },
    }),
  );

  const onLogoutOthers = () =>
    logoutOthers.mutate(undefined, {
      onSuccess: (answer) => toast({ title: t('profile.otherDevicesTitle'), description: answer.message }),
      onError: (e) =>
        toast({
          variant: 'destructive',
          title: t('common.error'),
          description: errorMessage(e, t('profile.updateFailedDescription')),
        }),
    });

  return (
    <Card>
      <CardContent className="grid gap-6 pt-6">
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-labelledby="password-section-title">
          <div>
            <h2 id="password-section-title" className="text-xl font-semibold">
              {t('profile.passwordTitle')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('profile.passwordDescription')}</p>
          </div>
          <PasswordField
            id="password-current"
            label={t('profile.currentPassword')}
            error={err('currentPassword')}
            autoComplete="current-password"
            registration={register('currentPassword')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <PasswordField
              id="password-new"
              label={t('profile.newPassword')}
              error={err('newPassword')}
              autoComplete="new-password"
              registration={register('newPassword')}
            />
            <PasswordField
              id="password-confirm"
              label={t('profile.confirmNewPassword')}
              error={err('confirmPassword')}
              autoComplete="new-password"
              registration={register('confirmPassword')}
            />
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('profile.saving') : t('profile.changePassword')}
            </Button>
          </div>
        </form>
        <div className="flex flex-col gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold">{t('profile.otherDevicesTitle')}</h3>
            <p className="text-sm text-gray-600">{t('profile.otherDevicesDescription')}</p>
          </div>
          <Button variant="outline" className="shrink-0" disabled={logoutOthers.isPending} onClick={onLogoutOthers}>
            {t('profile.logoutOtherDevices')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
