import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { forgotPasswordSchema } from '@/shared/schemas/auth';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useForgotPassword } from '@/client/features/auth/api/forgot-password';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { EmailSentNotice } from '@/client/features/auth/components/email-sent-notice';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { applyServerFieldErrors } from '@/client/lib/form-errors';

export default function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const error = formState.errors.email?.message;

  const onSubmit = handleSubmit(({ email }) =>
    forgot.mutate(
      { email },
      {
        onSuccess: () => setSentTo(email),
        onError: (err) => {
          applyServerFieldErrors(err, ['email'], setError);
          toast({
            variant: 'destructive',
            title: t('common.error'),
            description: errorMessage(err, t('forgotPassword.passwordResetError')),
          });
        },
      },
    ),
  );

  if (sentTo) return <EmailSentNotice email={sentTo} />;

  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={t('forgotPassword.subtitle')}
      icon={<KeyRound className="h-10 w-10 text-brand-700" aria-hidden />}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="forgot-email" label={t('auth.email')} error={error}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            {...fieldAria('forgot-email', error)}
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? t('forgotPassword.submitting') : t('forgotPassword.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={localizedPath('login', i18n.language)} className="font-medium text-brand-700 hover:underline">
          {t('forgotPassword.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
