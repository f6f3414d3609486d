import { CreditCard } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import { warsawShortDateTime } from '@/shared/domain/dates';
import type { RentalView } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import { checkoutPath } from '@/client/lib/paths';

/** Whether the viewer is this rental's renter and it waits for the payment (confirmed, unpaid). */
export const awaitsPaymentFrom = (rental: RentalView, viewerId: number | undefined) =>
  viewerId === rental.renterId && rental.status === 'confirmed' && rental.paymentStatus === 'unpaid';

/**
 * The one Pay Now of a confirmed, unpaid rental, with its deadline (issue 19 §2): "zapłać do 26.11, 09:32 — potem
 * rezerwacja wygaśnie". Shown wherever the renter sees such a rental: the booking page, the rentals page, my items.
 */
export function PayNow({ rental, size = 'sm' }: { rental: RentalView; size?: 'sm' | 'default' }) {
  const { t, i18n } = useTranslation();
  const deadline = rental.paymentDeadline ? warsawShortDateTime(new Date(rental.paymentDeadline)) : null;
  return (
    <span className="flex flex-col items-start gap-1" data-testid="pay-now">
      <Button asChild size={size}>
        <Link to={checkoutPath(rental.id, i18n.language)}>
          <CreditCard className="h-4 w-4" aria-hidden />
          {t('payNow.button')}
        </Link>
      </Button>
      {deadline && (
        <span className="text-xs text-amber-900" data-testid="payment-due">
          {t('payNow.deadline', { when: deadline })}
        </span>
      )}
    </span>
  );
}
