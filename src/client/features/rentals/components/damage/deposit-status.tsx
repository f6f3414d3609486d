import { useTranslation } from '@/client/i18n/use-translation';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { RentalView } from '@/shared/schemas/rentals';
import { formatZl } from '@/client/lib/item-format';

/**
 * Where the paid deposit is now (issue 25 §6), under the booking page's money: held by the platform (until its
 * release, or while a damage report is open), released back to the renter, or claimed in part by the owner.
 */
export function DepositStatus({ rental }: { rental: RentalView }) {
  const { t, i18n } = useTranslation();
  const deposit = toGrosze(rental.damageDeposit);
  if (deposit <= 0 || rental.paymentStatus === 'unpaid') return null;
  const zl = (v: string) => formatZl(v, i18n.language);
  const claimed = rental.depositClaimed ?? '0.00';
  return (
    <p
      className="mt-3 rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-800"
      data-testid="deposit-status"
      data-status={rental.depositStatus}
    >
      {t(`damage.deposit.${rental.depositStatus}`, {
        deposit: zl(rental.damageDeposit),
        claimed: zl(claimed),
        back: zl(fromGrosze(Math.max(0, deposit - toGrosze(claimed)))),
      })}
    </p>
  );
}
