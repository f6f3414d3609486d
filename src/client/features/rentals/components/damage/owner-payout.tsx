import { useTranslation } from '@/client/i18n/use-translation';
import { warsawDateTime } from '@/shared/domain/dates';
import type { RentalView } from '@/shared/schemas/rentals';
import { formatZl } from '@/client/lib/item-format';

/**
 * The owner's payout for this rental as it stands (issue 24, 25): its amount, with the part of the deposit a damage
 * settlement gave them, its status and, while it waits, when it is released. Nothing for the renter.
 */
export function OwnerPayout({ rental }: { rental: RentalView }) {
  const { t, i18n } = useTranslation();
  const payout = rental.payout;
  if (!payout) return null;
  const zl = (v: string) => formatZl(v, i18n.language);
  return (
    <div className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800" data-testid="owner-payout">
      <p data-status={payout.status}>
        {t('damage.payoutLine', { amount: zl(payout.amount), status: t(`payouts.status.${payout.status}`) })}
      </p>
      {rental.depositClaimed && <p className="mt-1">{t('damage.payoutClaim', { claim: zl(rental.depositClaimed) })}</p>}
      {payout.status === 'upcoming' && payout.dueAt && (
        <p className="mt-1 text-gray-600">{t('damage.payoutDue', { date: warsawDateTime(payout.dueAt) })}</p>
      )}
    </div>
  );
}
