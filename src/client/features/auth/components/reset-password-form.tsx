import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { resetPasswordSchema } from '@/shared/schemas/auth';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { isInvalidToken, isPasswordReused, useResetPassword } from '@/client/features/auth/api/reset-password';
import { NewPasswordFields } from '@/client/components/form-fields/new-password-fields';
import { applyServerFieldErrors } from '@/client/lib/form-errors';

interface Props {
  token: string;
  onDone: () => void;
  onInvalidToken: () => void;
}

/** New password and its confirmation; the token travels with them. */
export function ResetPasswordForm({ token, onDone, onInvalidToken }: Props) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, control, formState } = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const { errors } = formState;
  const password = useWatch({ control, name: 'password' }) ?? '';

  const onSubmit = handleSubmit(
    (values) =>
      reset.mutate(values, {
        onSuccess: onDone,
        onError: (err) => {
          if (isPasswordReused(err))
            return setError(
              'password',
              { type: 'server', message: 'resetPassword.samePassword' },
              { shouldFocus: true },
            );
          if (isInvalidToken(err)) return onInvalidToken();
          applyServerFieldErrors(err, ['password', 'confirmPassword'], setError);
          toast({
            variant: 'destructive',
            title: t('common.error'),
            description: errorMessage(err, t('resetPassword.failed')),
          });
        },
      }),
    // The token is not a visible field: a malformed one means the link is unusable.
    (invalid) => invalid.token && onInvalidToken(),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <NewPasswordFields
        idPrefix="reset"
        labels={{ password: t('resetPassword.newPassword'), confirmPassword: t('resetPassword.confirmPassword') }}
        errors={{ password: errors.password?.message, confirmPassword: errors.confirmPassword?.message }}
        registrations={{ password: register('password'), confirmPassword: register('confirmPassword') }}
        password={password}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending ? t('resetPassword.submitting') : t('resetPassword.submit')}
      </Button>
    </form>
  );
}
