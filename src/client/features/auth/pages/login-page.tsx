import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '@/client/components/redirect';
import { loginSchema } from '@/shared/schemas/auth';
import { localizedPath } from '@/client/lib/paths';
import { readReturnTo } from '@/client/lib/return-to';
import { useSignedInRedirect } from '@/client/features/auth/utils/use-signed-in-redirect';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { PasswordInput } from '@/client/components/ui/password-input';
import { toast } from '@/client/components/ui/use-toast';
import { errorMessage } from '@/client/lib/api-client';
import { useLogin } from '@/client/features/auth/api/login';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { fieldAria, FormField } from '@/client/components/ui/form-field';
import { applyServerFieldErrors } from '@/client/lib/form-errors';

export default function LoginPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const signedInTo = useSignedInRedirect();

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess: () => void navigate(readReturnTo(params, lang)),
      onError: (err) => {
        applyServerFieldErrors(err, ['email', 'password'], setError);
        toast({
          variant: 'destructive',
          title: t('login.errorTitle'),
          description: errorMessage(err, t('login.failed')),
        });
      },
    }),
  );

  if (signedInTo) return <Redirect to={signedInTo} replace />;
  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.subtitle')}
      icon={<LogIn className="h-10 w-10 text-brand-700" aria-hidden />}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="login-email" label={t('auth.email')} error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder={t('auth.emailPlaceholder')}
            {...fieldAria('login-email', errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField id="login-password" label={t('auth.password')} error={errors.password?.message}>
          <PasswordInput
            autoComplete="current-password"
            {...fieldAria('login-password', errors.password?.message)}
            {...register('password')}
          />
        </FormField>
        <div className="flex justify-end">
          <Link
            to={localizedPath('forgotPassword', lang)}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-gray-700">
        {t('login.noAccount')}{' '}
        <Link to={localizedPath('register', lang)} className="font-medium text-brand-700 hover:underline">
          {t('login.registerLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
