import { MailCheck } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { localizedPath } from '@/client/lib/paths';
import { Button } from '@/client/components/ui/button';
import { AuthCard } from './auth-card';

/** Shown after a reset link was requested, whatever the address: the answer never tells whether an account exists. */
export function EmailSentNotice({ email }: { email: string }) {
  const { t, i18n } = useTranslation();
  return (
    <AuthCard
      title={t('forgotPassword.sentTitle')}
      icon={<MailCheck className="h-10 w-10 text-brand-700" aria-hidden />}
    >
      <div className="grid gap-4 text-center text-sm text-gray-700">
        <p role="status">{t('forgotPassword.sentDescription', { email })}</p>
        <p>{t('forgotPassword.spamHint')}</p>
        <Button asChild variant="outline">
          <Link to={localizedPath('login', i18n.language)}>{t('forgotPassword.backToLogin')}</Link>
        </Button>
      </div>
    </AuthCard>
  );
}
