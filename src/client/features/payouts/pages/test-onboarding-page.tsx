import { ArrowLeft, Link2Off } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { ApiError } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useUser } from '@/client/lib/session';
import { OnboardingForm } from '@/client/features/payouts/components/onboarding-form';
import { TestModeNotice } from '@/client/features/payouts/components/test-mode-notice';

type LinkProblem = { kind: 'expired' | 'unknown'; message?: string };

/** Why the link cannot be used, and the way back to the payouts page (where a new link is one click). */
function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const { t, i18n } = useTranslation();
  return (
    <Card role="alert" data-testid={`onboarding-${problem.kind}`}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <Link2Off className="h-6 w-6 shrink-0 text-red-700" aria-hidden />
          <CardTitle>{t(`payouts.onboarding.${problem.kind}Title`)}</CardTitle>
        </div>
        <CardDescription className="text-base text-gray-800">
          {problem.message ?? t(`payouts.onboarding.${problem.kind}Text`)}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={localizedPath('payouts', i18n.language)}>
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('payouts.onboarding.back')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * /test-payments/onboarding?account=…&token=… (issue 24 §5): the built-in test provider's stand-in for Stripe's hosted
 * onboarding. The details go to POST /api/payments/test-provider/onboarding, then the owner goes where the link says.
 */
export default function TestOnboardingPage() {
  const { t } = useTranslation();
  const { user } = useUser();
  const location = useLocation();
  const navigate = useNavigate();
  const hasLink = new URLSearchParams(location.search).has('account');
  const [problem, setProblem] = useState<LinkProblem | null>(hasLink ? null : { kind: 'unknown' });
  const onLinkError = (e: unknown) => {
    if (!(e instanceof ApiError) || (e.status !== 404 && e.status !== 410)) return false;
    setProblem({ kind: e.status === 410 ? 'expired' : 'unknown', message: e.serverMessage });
    return true;
  };
  const onDone = (returnUrl: string) => {
    if (returnUrl.startsWith('/')) void navigate(returnUrl, { replace: true });
    else window.location.assign(returnUrl);
  };
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-1">
        <h1 className="text-3xl font-bold tracking-tight">{t('payouts.onboarding.title')}</h1>
        <p className="text-gray-700">{t('payouts.onboarding.subtitle')}</p>
      </div>
      <TestModeNotice text={t('payouts.test.onboardingText')} />
      {problem ? (
        <LinkProblemCard problem={problem} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <OnboardingForm
              // Once the user is known: the form keeps the name it started with.
              key={user ? 'user' : 'visitor'}
              url={location.pathname + location.search}
              defaultName={user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : ''}
              onDone={onDone}
              onLinkError={onLinkError}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
