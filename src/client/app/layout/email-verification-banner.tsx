import { MailWarning } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Button } from '@/client/components/ui/button';
import { useResendVerification } from '@/client/features/auth/api/resend-verification';
import { errorMessage } from '@/client/lib/api-client';
import { useUser } from '@/client/lib/session';

/** Under the navbar for a signed-in user whose address is not confirmed yet: what to do, and "send the link again". */
export function EmailVerificationBanner() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();
  const resend = useResendVerification();
  if (isLoading || !user || user.emailVerified) return null;
  const status = resend.isSuccess
    ? resend.data.message
    : resend.isError
      ? errorMessage(resend.error, t('verifyEmail.failed'))
      : '';
  return (
    <section
      aria-label={t('verifyEmail.bannerLabel')}
      data-testid="verify-email-banner"
      className="border-b border-amber-200 bg-amber-50"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
        <MailWarning className="hidden h-5 w-5 shrink-0 text-amber-700 sm:block" aria-hidden />
        <div className="min-w-0 flex-1 text-sm text-gray-900">
          <p>
            <strong className="font-semibold">{t('verifyEmail.bannerTitle')}</strong>{' '}
            {t('verifyEmail.bannerText', { email: user.email })}
          </p>
          <p role="status" className="mt-1 text-gray-700 empty:hidden">
            {status}
          </p>
        </div>
        <Button
          size="sm"
          variant="outline"
          className="shrink-0 self-start sm:self-auto"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {t('verifyEmail.resend')}
        </Button>
      </div>
    </section>
  );
}
