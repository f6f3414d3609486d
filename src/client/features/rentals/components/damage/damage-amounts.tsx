import { useTranslation } from '@/client/i18n/use-translation';
import { toGrosze } from '@/shared/domain/pricing';
import type { DamageReport } from '@/shared/schemas/damage';
import { formatZl } from '@/client/lib/item-format';
import { isSettled } from '@/client/features/rentals/utils/damage-rules';

function Line({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex justify-between gap-3" data-testid={testId}>
      <dt className="min-w-0 text-gray-700">{label}</dt>
      <dd className="shrink-0 text-right font-medium text-gray-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A report's money: the estimated cost, the deposit, what the platform can pass to the owner and, once settled, what
 * went to the owner and what came back to the renter; the part beyond the deposit is said to be nobody's to cover.
 */
export function DamageAmounts({ report }: { report: DamageReport }) {
  const { t, i18n } = useTranslation();
  const zl = (v: string) => formatZl(v, i18n.language);
  const settled = isSettled(report);
  return (
    <>
      <dl className="flex flex-col gap-1 text-sm">
        <Line label={t('damage.amounts.estimated')} value={zl(report.estimatedCost)} testId="damage-estimated" />
        <Line label={t('damage.amounts.deposit')} value={zl(report.deposit)} testId="damage-deposit" />
        {!settled && report.status !== 'withdrawn' && (
          <Line label={t('damage.amounts.recoverable')} value={zl(report.recoverable)} testId="damage-recoverable" />
        )}
        {settled && report.settledAmount !== null && (
          <Line label={t('damage.amounts.toOwner')} value={zl(report.settledAmount)} testId="damage-to-owner" />
        )}
        {settled && report.returnedToRenter !== null && (
          <Line label={t('damage.amounts.toRenter')} value={zl(report.returnedToRenter)} testId="damage-to-renter" />
        )}
      </dl>
      {toGrosze(report.unrecoverable) > 0 && (
        <p className="text-sm text-gray-800" data-testid="damage-unrecoverable">
          {t('damage.amounts.unrecoverable', { amount: zl(report.unrecoverable) })}
        </p>
      )}
    </>
  );
}
