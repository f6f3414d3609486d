import { Download, Wallet } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { toGrosze } from '@/shared/domain/pricing';
import type { Earnings } from '@/shared/schemas/payouts';
import { SignedInOnly } from '@/client/components/signed-in-only';
import { Button } from '@/client/components/ui/button';
import { errorMessage } from '@/client/lib/api-client';
import { localizedPath } from '@/client/lib/paths';
import { useEarnings } from '@/client/features/payouts/api/get-earnings';
import { EarningsByItem } from '@/client/features/payouts/components/earnings-by-item';
import { EarningsChart } from '@/client/features/payouts/components/earnings-chart';
import { EarningsEmpty } from '@/client/features/payouts/components/earnings-empty';
import { EarningsFigures } from '@/client/features/payouts/components/earnings-figures';
import { PayoutHistory } from '@/client/features/payouts/components/payout-history';

/** Nothing earned yet, nothing on the way: a new owner. */
const isEmpty = (e: Earnings) =>
  e.byItem.length === 0 &&
  [e.upcoming, e.waiting, e.paidOut, ...e.byMonth.map((m) => m.amount)].every((a) => toGrosze(a) === 0);

function EarningsView() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const earnings = useEarnings();
  // A new owner gets the one card that says how money comes in: no row of zeros, no empty CSV.
  const empty = earnings.data ? isEmpty(earnings.data) : false;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 sm:py-12">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">{t('earnings.title')}</h1>
          <p className="text-gray-700">{t('earnings.subtitle')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={localizedPath('payouts', lang)}>
              <Wallet className="h-4 w-4" aria-hidden />
              {t('earnings.payoutsLink')}
            </Link>
          </Button>
          {earnings.data && !empty && (
            <Button asChild>
              <a href={`/api/earnings.csv?lang=${lang === 'en' ? 'en' : 'pl'}`} download data-testid="earnings-csv">
                <Download className="h-4 w-4" aria-hidden />
                {t('earnings.csv')}
              </a>
            </Button>
          )}
        </div>
      </div>
      {earnings.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : earnings.isError ? (
        <p role="alert" className="text-red-700">
          {errorMessage(earnings.error, t('earnings.loadFailed'))}
        </p>
      ) : empty ? (
        <EarningsEmpty />
      ) : (
        <>
          <EarningsFigures earnings={earnings.data} />
          <EarningsChart months={earnings.data.byMonth} />
          <EarningsByItem rows={earnings.data.byItem} />
          <PayoutHistory />
        </>
      )}
    </div>
  );
}

/** /earnings, /zarobki (issue 24 §5): the three totals, the last 12 months, per item, the payouts and the CSV. */
export default function EarningsPage() {
  const { t } = useTranslation();
  return (
    <SignedInOnly title={t('earnings.title')} description={t('earnings.loginRequired')}>
      {() => <EarningsView />}
    </SignedInOnly>
  );
}
