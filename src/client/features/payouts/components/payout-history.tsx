import { Wallet } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { usePayouts } from '@/client/features/payouts/api/get-payouts';
import { PayoutList } from './payout-list';

/** The payout history section of the payouts and earnings pages, with its empty state for a new owner. */
export function PayoutHistory() {
  const { t } = useTranslation();
  const payouts = usePayouts();
  return (
    <section aria-labelledby="payout-history-title" className="grid gap-3">
      <h2 id="payout-history-title" className="text-xl font-semibold text-gray-900">
        {t('payouts.history.title')}
      </h2>
      {payouts.isPending ? (
        <p className="text-gray-700">{t('common.loading')}</p>
      ) : payouts.isError ? (
        <p role="alert" className="text-red-700">
          {t('payouts.history.loadFailed')}
        </p>
      ) : payouts.data.length === 0 ? (
        <div className="flex gap-3 rounded-xl border border-dashed border-gray-300 p-5 text-gray-700">
          <Wallet className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{t('payouts.history.empty', { hours: PAYOUT_RELEASE_HOURS })}</p>
        </div>
      ) : (
        <div className="rounded-xl border border-gray-200 bg-white px-4 sm:px-5">
          <PayoutList payouts={payouts.data} headingId="payout-history-title" />
        </div>
      )}
    </section>
  );
}
