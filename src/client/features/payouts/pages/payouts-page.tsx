import { BarChart3, CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { usePayoutAccount } from '@/client/features/payouts/api/get-payout-account';
import { AccountStatusCard } from '@/client/features/payouts/components/account-status-card';
import { PayoutHistory } from '@/client/features/payouts/components/payout-history';
import { TaxInfoCard } from '@/client/features/payouts/components/tax-info-card';
import { TestModeNotice } from '@/client/features/payouts/components/test-mode-notice';
import { useStartOnboarding } from '@/client/features/payouts/components/use-start-onboarding';

/** An expired onboarding link sends the owner here with ?onboarding=refresh: a new link is asked for at once. */
function useRefreshExpiredLink(refresh: boolean, start: () => void) {
  const asked = useRef(false);
  useEffect(() => {
    if (!refresh || asked.current) return;
    asked.current = true;
    start();
  }, [refresh, start]);
}

function Payouts({ name }: { name: { firstName: string; lastName: string } }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get('onboarding');
  const account = usePayoutAccount();
  const onboarding = useStartOnboarding();
  useRefreshExpiredLink(back === 'refresh', onboarding.start);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('payouts.title')}</h1>
          <p className="text-gray-700">{t('payouts.subtitle')}</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={localizedPath('earnings', i18n.language)}>
            <BarChart3 className="h-4 w-4" aria-hidden />
            {t('payouts.earningsLink')}
          </Link>
        </Button>
      </div>
      {account.data?.provider === 'test' && <TestModeNotice text={t('payouts.test.pageText')} />}
      {back === 'done' && (
        <p
          role="status"
          className="flex gap-2 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-900"
          data-testid="onboarding-done"
        >
          <CheckCircle2 className="h-5 w-5 shrink-0" aria-hidden />
          {t('payouts.backFromOnboarding')}
        </p>
      )}
      {back === 'refresh' && onboarding.busy && (
        <p role="status" className="text-gray-700">
          {t('payouts.redirecting')}
        </p>
      )}
      {account.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : account.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(account.error, t('payouts.account.loadFailed'))}
        </p>
      ) : (
        <AccountStatusCard account={account.data} />
      )}
      <TaxInfoCard fallbackName={name} />
      <PayoutHistory />
    </div>
  );
}

/** /payouts, /wyplaty (issue 24 §5): the payout account, the one step that moves it on, and the payout history. */
export default function PayoutsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly title={t('payouts.title')} description={t('payouts.loginRequired')}>
      {(user) => <Payouts name={{ firstName: user.firstName ?? '', lastName: user.lastName ?? '' }} />}
    </SignedInOnly>
  );
}
