import { CircleAlert, CircleCheck, LockKeyhole } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { AuthCard } from '@/client/features/auth/components/auth-card';
import { ResetPasswordForm } from '@/client/features/auth/components/reset-password-form';

type Stage = 'form' | 'done' | 'invalid';

/** Token from the link, then the new password, then success; a missing token sends the user to login (spec 01 §4). */
export default function ResetPasswordPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const [stage, setStage] = useState<Stage>('form');
  const redirected = useRef(false);

  useEffect(() => {
    if (token || redirected.current) return;
    redirected.current = true;
    toast({
      variant: 'destructive',
      title: t('resetPassword.invalidResetToken'),
      description: t('resetPassword.invalidResetTokenDescription'),
    });
    void navigate(localizedPath('login', lang), { replace: true });
  }, [token, t, navigate, lang]);

  if (!token) return null;

  if (stage === 'done') {
    return (
      <AuthCard
        title={t('resetPassword.successTitle')}
        description={t('resetPassword.successDescription')}
        icon={<CircleCheck className="h-10 w-10 text-brand-700" aria-hidden />}
      >
        <Button asChild className="w-full">
          <Link to={localizedPath('login', lang)}>{t('resetPassword.goToLogin')}</Link>
        </Button>
      </AuthCard>
    );
  }

  if (stage === 'invalid') {
    return (
      <AuthCard
        title={t('resetPassword.invalidTitle')}
        description={t('resetPassword.invalidDescription')}
        icon={<CircleAlert className="h-10 w-10 text-red-700" aria-hidden />}
      >
        <Button asChild className="w-full">
          <Link to={localizedPath('forgotPassword', lang)}>{t('resetPassword.requestNewLink')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('resetPassword.title')}
      description={t('resetPassword.subtitle')}
      icon={<LockKeyhole className="h-10 w-10 text-brand-700" aria-hidden />}
    >
      <ResetPasswordForm token={token} onDone={() => setStage('done')} onInvalidToken={() => setStage('invalid')} />
    </AuthCard>
  );
}
