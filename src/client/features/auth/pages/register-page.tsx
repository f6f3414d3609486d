import { UserPlus } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { Redirect } from '@/client/components/redirect';
import { localizedPath } from '@/client/lib/paths';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { RegisterForm } from '@/client/features/auth/components/register-form';
import { useSignedInRedirect } from '@/client/features/auth/utils/use-signed-in-redirect';

export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const signedInTo = useSignedInRedirect();
  if (signedInTo) return <Redirect to={signedInTo} replace />;
  return (
    <AuthCard
      title={t('register.title')}
      description={t('register.subtitle')}
      icon={<UserPlus className="h-10 w-10 text-brand-700" aria-hidden />}
    >
      <RegisterForm />
      <p className="mt-6 text-center text-sm text-gray-700">
        {t('register.haveAccount')}{' '}
        <Link to={localizedPath('login', i18n.language)} className="font-medium text-brand-700 hover:underline">
          {t('register.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
