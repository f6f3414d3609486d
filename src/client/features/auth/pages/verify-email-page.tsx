import { CircleAlert, CircleCheck, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/session';
import { localizedPath } from '@/client/lib/paths';
import { useResendVerification } from '@/client/features/auth/api/resend-verification';
import { useVerifyEmail } from '@/client/features/auth/api/verify-email';
import { AuthCard } from '@/client/features/auth/components/auth-card';

type Stage =
  { kind: 'checking' } | { kind: 'done'; message: string } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/** The page of the e-mailed link (?token=): confirms the address once; an expired or used link offers a new one. */
export default function VerifyEmailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const { user } = useUser();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const [stage, setStage] = useState<Stage>(token ? { kind: 'checking' } : { kind: 'invalid' });
  const sent = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: the link works once, and a second call (React's dev double effects) would report it spent.
    if (!token || sent.current === token) return;
    sent.current = token;
    verify.mutate(token, {
      onSuccess: (answer) => setStage({ kind: 'done', message: answer.message }),
      onError: (e) =>
        setStage(
          e instanceof ApiError && e.code === 'INVALID_TOKEN'
            ? { kind: 'invalid' }
            : { kind: 'failed', message: errorMessage(e, t('verifyEmail.failed')) },
        ),
    });
  }, [token, verify, t]);

  if (stage.kind === 'checking') {
    return (
      <AuthCard
        title={t('verifyEmail.checkingTitle')}
        description={t('verifyEmail.checking')}
        icon={<MailCheck className="h-10 w-10 text-brand-700" aria-hidden />}
      />
    );
  }

  if (stage.kind === 'done') {
    return (
      <AuthCard
        title={t('verifyEmail.doneTitle')}
        description={stage.message}
        icon={<CircleCheck className="h-10 w-10 text-brand-700" aria-hidden />}
      >
        <Button asChild className="w-full">
          <Link to={user ? localizedPath('profile', lang) : localizedPath('login', lang)}>
            {user ? t('verifyEmail.goToProfile') : t('verifyEmail.goToLogin')}
          </Link>
        </Button>
      </AuthCard>
    );
  }

  const description = stage.kind === 'failed' ? stage.message : t('verifyEmail.invalidDescription');
  return (
    <AuthCard
      title={t('verifyEmail.invalidTitle')}
      description={description}
      icon={<CircleAlert className="h-10 w-10 text-red-700" aria-hidden />}
    >
      {user ? (
        <div className="grid gap-3">
          <Button className="w-full" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
            {t('verifyEmail.resend')}
          </Button>
          <p role="status" className="text-center text-sm text-gray-700">
            {resend.isSuccess
              ? resend.data.message
              : resend.isError
                ? errorMessage(resend.error, t('verifyEmail.failed'))
                : ''}
          </p>
        </div>
      ) : (
        <Button asChild className="w-full">
          <Link to={localizedPath('login', lang)}>{t('verifyEmail.loginToResend')}</Link>
        </Button>
      )}
    </AuthCard>
  );
}
