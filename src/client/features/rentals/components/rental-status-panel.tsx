import { Star } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { MessageButton } from '@/client/components/message-button';
import { Button } from '@/client/components/ui/button';
import { reviewsPath } from '@/client/lib/paths';
import { warsawDateTime } from '@/shared/domain/dates';
import { PayNow, awaitsPaymentFrom } from './pay-now';
import { PaymentBadge } from './payment-badge';
import { RentalActions } from './rental-actions';
import { RentalStatusBadge } from './rental-status-badge';
import { useRentalAction } from './use-rental-action';

interface Props {
  rental: RentalView;
  viewerId: number;
  viewer: 'owner' | 'renter';
}

/**
 * Where the booking stands and what this party may do now, nothing else: the moves the server allows
 * (`rental.actions`), Pay Now while it waits for the renter's payment, a message to the other party, and a review
 * once it is completed.
 */
export function RentalStatusPanel({ rental, viewerId, viewer }: Props) {
  const { t, i18n } = useTranslation();
  const action = useRentalAction();
  const pay = awaitsPaymentFrom(rental, viewerId);
  const waitsForPayment = rental.status === 'confirmed' && rental.paymentStatus === 'unpaid';
  return (
    <section
      aria-labelledby="rental-status-title"
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="rental-status-panel"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="rental-status-title" className="text-lg font-semibold text-gray-900">
          {t('rentalPage.status.title')}
        </h2>
        <span className="flex flex-wrap gap-1.5">
          <RentalStatusBadge status={rental.status} />
          {(rental.status === 'confirmed' || rental.paymentStatus !== 'unpaid') && (
            <PaymentBadge paymentStatus={rental.paymentStatus} viewer={viewer} />
          )}
        </span>
      </div>
      <p className="text-sm text-gray-700" data-testid="rental-next-step">
        {/* Booked instantly (issue 26 §2): nobody accepted it by hand, so the usual words would say what did not happen. */}
        {waitsForPayment && rental.statusReason === 'instant'
          ? t(`instantBooking.explain.${viewer}`)
          : t(`rentalPage.status.explain.${viewer}.${waitsForPayment ? 'unpaid' : rental.status}`)}
      </p>
      {rental.statusReason && rental.statusReason !== 'instant' && (
        <p className="text-sm text-gray-700">{t(`rentals.reasons.${rental.statusReason}`)}</p>
      )}
      {waitsForPayment && viewer === 'owner' && rental.paymentDeadline && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="payment-deadline">
          {t('rentalPage.status.deadline', { when: warsawDateTime(rental.paymentDeadline) })}
        </p>
      )}
      <div className="flex flex-wrap items-start gap-2">
        {pay && <PayNow rental={rental} size="default" />}
        <RentalActions
          rental={rental}
          busy={action.pendingId === rental.id}
          onAction={(a) => action.run(rental, a)}
          asRenter={viewer === 'renter'}
        />
        <MessageButton target={{ rentalId: rental.id }} label={t('rentalPage.actions.message')} />
        {rental.status === 'completed' && (
          <Button asChild size="sm" variant="outline">
            <Link to={reviewsPath(i18n.language)}>
              <Star className="h-4 w-4" aria-hidden />
              {t('rentalPage.actions.review')}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}
