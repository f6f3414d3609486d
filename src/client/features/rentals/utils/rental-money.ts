import { toGrosze } from '@/shared/domain/pricing';
import type { RentalView } from '@/shared/schemas/rentals';

export interface MoneyLine {
  /** The money.* i18n key of the label, also the line's test id. */
  label: 'ownerEarnings' | 'rentalTotal' | 'toPayNow' | 'paid' | 'refunded';
  value: string;
}

const positive = (v: string) => toGrosze(v) > 0;

/**
 * The amounts a rental's card or row shows, in the one breakdown's words (issue 19 §3): the owner sees what they
 * earn; the renter the rental total and, while it waits for the payment and differs, what checkout will charge. A
 * cancelled rental shows what was paid and what came back; any other a refund once there is one.
 */
export function rentalMoneyLines(rental: RentalView, viewer: 'owner' | 'renter'): MoneyLine[] {
  const lines: MoneyLine[] =
    viewer === 'owner'
      ? [{ label: 'ownerEarnings', value: rental.ownerEarnings }]
      : [{ label: 'rentalTotal', value: rental.totalPrice }];
  const open = rental.status === 'pending' || rental.status === 'confirmed';
  if (
    viewer === 'renter' &&
    open &&
    rental.paymentStatus === 'unpaid' &&
    toGrosze(rental.amountDue) !== toGrosze(rental.totalPrice)
  )
    lines.push({ label: 'toPayNow', value: rental.amountDue });
  if (rental.status === 'cancelled' && positive(rental.amountPaid)) {
    lines.push({ label: 'paid', value: rental.amountPaid }, { label: 'refunded', value: rental.refundedAmount });
  } else if (positive(rental.refundedAmount)) lines.push({ label: 'refunded', value: rental.refundedAmount });
  return lines;
}
