import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoginRequiredCard } from '../../../components/ui/login-required-card';
import { useUser } from '../../../lib/auth';

/** Create listing (spec 01 §2). Logged out: a login-required card. Logged in: the listing form (next issue). */
export default function RentOutPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useUser();

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8 sm:py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">{t('rentOut.title')}</h1>
      {isLoading && !user ? (
        <p className="text-center text-gray-600">{t('common.loading')}</p>
      ) : user ? (
        // LISTING FORM (next issue) replaces this card.
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Hammer className="h-5 w-5 text-brand-700" aria-hidden />
              {t('rentOut.preparing')}
            </CardTitle>
            <CardDescription>{t('rentOut.preparingText')}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        // The spec's links: /login?returnTo=rent-out (the login page sends the user back here) and /register.
        <LoginRequiredCard loginPath="/login" returnTo="rent-out" registerPath="/register" description={t('rentOut.loginRequiredText')} />
      )}
    </div>
  );
}
