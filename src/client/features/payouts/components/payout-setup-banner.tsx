import { ArrowRight, Wallet } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import { Button } from '@/client/components/ui/button';
import { localizedPath } from '@/client/lib/paths';
import { usePayoutAccount } from '@/client/features/payouts/api/get-payout-account';

/** On my items (issue 24 §5): an owner with an accepted rental and no working payout account is asked to set one up. */
export function PayoutSetupBanner() {
  const { t, i18n } = useTranslation();
  const account = usePayoutAccount();
  if (!account.data?.setupNeeded) return null;
  return (
    <section
      aria-labelledby="payout-setup-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5"
      data-testid="payout-setup-banner"
    >
      <div className="flex gap-3">
        <Wallet className="mt-0.5 h-6 w-6 shrink-0 text-amber-800" aria-hidden />
        <div className="grid gap-1">
          <h2 id="payout-setup-title" className="font-semibold text-gray-900">
            {t('payouts.banner.title')}
          </h2>
          <p className="text-sm text-gray-800">{t('payouts.banner.text', { hours: PAYOUT_RELEASE_HOURS })}</p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to={localizedPath('payouts', i18n.language)}>
          {t('payouts.banner.action')}
          <ArrowRight className="h-4 w-4" aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
