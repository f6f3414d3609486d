import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { PAYOUT_RELEASE_HOURS } from '@/shared/domain/payouts';
import type { Payout } from '@/shared/schemas/payouts';
import { formatZl } from '@/client/lib/item-format';
import { rentalPath } from '@/client/lib/paths';
import { displayDay, displayRange } from '@/client/features/payouts/utils/dates';
import { PayoutStatusBadge } from './payout-status-badge';

/** The one date that says where a payout stands: in the bank, sent, to be released, or after the return. */
function PayoutWhen({ payout: p }: { payout: Payout }) {
  const { t } = useTranslation();
  if (p.paidAt) return <>{t('payouts.when.paid', { date: displayDay(p.paidAt) })}</>;
  if (p.sentAt) return <>{t('payouts.when.sent', { date: displayDay(p.sentAt) })}</>;
  if (p.status === 'failed') return <>{t('payouts.when.failed')}</>;
  if (p.dueAt)
    return <>{t(p.status === 'due' ? 'payouts.when.due' : 'payouts.when.willSend', { date: displayDay(p.dueAt) })}</>;
  return <>{t('payouts.when.afterReturn', { hours: PAYOUT_RELEASE_HOURS })}</>;
}

/** The payout history (GET /api/payouts): each rental with its item and days, the amount, its state and date. */
export function PayoutList({ payouts, headingId }: { payouts: Payout[]; headingId: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <ul className="divide-y divide-gray-100" aria-labelledby={headingId} data-testid="payout-list">
      {payouts.map((p) => (
        <li
          key={p.id}
          className="grid gap-1 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-x-6"
          data-testid="payout-row"
        >
          <div className="min-w-0">
            <Link
              to={rentalPath(p.rentalId, lang)}
              className="font-semibold break-words text-gray-900 underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {p.itemName}
            </Link>
            <p className="text-sm text-gray-700">
              {t('payouts.history.booking', { id: p.rentalId })} · {displayRange(p.startDate, p.endDate)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end sm:gap-1">
            <span className="text-base font-semibold text-gray-900 tabular-nums" data-testid="payout-amount">
              {formatZl(p.amount, lang)}
            </span>
            <PayoutStatusBadge status={p.status} />
          </div>
          <p className="text-sm text-gray-700 sm:col-span-2">
            <PayoutWhen payout={p} />
          </p>
        </li>
      ))}
    </ul>
  );
}
