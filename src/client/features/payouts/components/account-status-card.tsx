import { AlertTriangle, ArrowRight, Landmark } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { PAYOUT_RELEASE_HOURS, type PayoutAccountStatus } from '@/shared/domain/payouts';
import type { PayoutAccount } from '@/shared/schemas/payouts';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { cn } from '@/client/lib/cn';
import { accountAction, requirementWords, restrictedReasonWord } from '@/client/features/payouts/utils/account-words';
import { maskedAccount } from '@/client/features/payouts/utils/iban';
import { useStartOnboarding } from './use-start-onboarding';

const TONES: Record<PayoutAccountStatus, string> = {
  none: 'bg-gray-100 text-gray-800',
  details_needed: 'bg-amber-100 text-amber-900',
  pending: 'bg-blue-100 text-blue-900',
  active: 'bg-brand-50 text-brand-800',
  restricted: 'bg-red-100 text-red-800',
};

/** What the provider still asks for, in words ("bank account, date of birth"). */
function Requirements({ names }: { names: readonly string[] }) {
  const { t } = useTranslation();
  const words = requirementWords(names);
  if (words.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm" data-testid="payout-requirements">
      <p className="font-medium text-gray-900">{t('payouts.account.stillNeeded')}</p>
      <ul className="list-inside list-disc text-gray-800">
        {words.map((w) => (
          <li key={w}>{t(`payouts.requirements.${w}`)}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The payout account in words (issue 24 §5): its state, why it is stopped and what is still asked, the bank account's
 * last four digits, and the one action that moves it forward.
 */
export function AccountStatusCard({ account }: { account: PayoutAccount }) {
  const { t } = useTranslation();
  const onboarding = useStartOnboarding();
  const action = accountAction(account.status, account.restrictedReason);
  const restricted = account.status === 'restricted';
  return (
    <Card className="grid gap-5 p-5 sm:p-6" data-testid="payout-account">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-gray-900">{t('payouts.account.title')}</h2>
        <span
          className={cn('rounded-full px-3 py-1 text-sm font-semibold', TONES[account.status])}
          data-testid="payout-account-status"
          data-status={account.status}
        >
          {t(`payouts.accountStatus.${account.status}`)}
        </span>
      </div>
      <p className="text-gray-800">{t(`payouts.account.text.${account.status}`, { hours: PAYOUT_RELEASE_HOURS })}</p>
      {restricted && (
        <div
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          data-testid="payout-restricted-reason"
        >
          <AlertTriangle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
          <p>{t(`payouts.reasons.${restrictedReasonWord(account.restrictedReason)}`)}</p>
        </div>
      )}
      {account.status !== 'active' && account.status !== 'none' && <Requirements names={account.requirements} />}
      {account.bankLast4 && (
        <div className="flex items-center gap-3 rounded-lg bg-gray-50 p-3">
          <Landmark className="h-5 w-5 shrink-0 text-gray-700" aria-hidden />
          <div className="grid">
            <span className="text-sm text-gray-700">{t('payouts.account.bank')}</span>
            <span className="font-semibold text-gray-900 tabular-nums" data-testid="payout-bank">
              {maskedAccount(account.bankLast4)}
            </span>
          </div>
        </div>
      )}
      {action && (
        <Button
          className="w-full sm:w-auto sm:justify-self-start"
          size="lg"
          variant={action === 'update' && !restricted ? 'outline' : 'default'}
          disabled={onboarding.busy}
          onClick={onboarding.start}
        >
          {onboarding.busy ? t('payouts.redirecting') : t(`payouts.action.${action}`)}
          {!onboarding.busy && <ArrowRight className="h-4 w-4" aria-hidden />}
        </Button>
      )}
    </Card>
  );
}
