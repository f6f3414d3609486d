import { Fragment } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { MessageButton } from '@/client/components/message-button';
import { formatZl } from '@/client/lib/item-format';
import { itemPath, userPath } from '@/client/lib/paths';
import type { UserRentalAction } from '@/client/features/rentals/api/move-rental';
import { rentalRange } from '@/client/features/rentals/utils/rental-dates';
import { rentalMoneyLines } from '@/client/features/rentals/utils/rental-money';
import { PayNow, awaitsPaymentFrom } from './pay-now';
import { PaymentBadge } from './payment-badge';
import { RentalActions } from './rental-actions';
import { RentalDetailsLink } from './rental-details-link';
import { RentalStatusBadge } from './rental-status-badge';
import { RentalTimes } from './rental-times';

interface RentalCardProps {
  rental: RentalView;
  /** Incoming requests show the renter, my requests the owner. */
  direction: 'incoming' | 'outgoing';
  busy: boolean;
  onAction: (action: UserRentalAction) => void;
}

const personName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/**
 * One rental: the item (a link to its page while it is listed), the other party, the days, the amounts (what the
 * owner earns, what the renter pays), status and buttons; the renter's Pay Now while it waits for the payment.
 */
export function RentalCard({ rental, direction, busy, onAction }: RentalCardProps) {
  const { t, i18n } = useTranslation();
  const other = direction === 'incoming' ? rental.renter : rental.owner;
  const headingId = `rental-${direction}-${rental.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-rental-id={rental.id}
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold break-words">
          {rental.item.deleted ? (
            <>
              {rental.item.name} <span className="text-sm font-normal text-gray-600">({t('rentals.itemDeleted')})</span>
            </>
          ) : (
            <Link
              to={itemPath(rental.item.id, i18n.language)}
              className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {rental.item.name}
            </Link>
          )}
        </h2>
        <span className="flex flex-wrap gap-1.5">
          <RentalStatusBadge status={rental.status} />
          {(rental.status === 'confirmed' || rental.paymentStatus !== 'unpaid') && (
            <PaymentBadge paymentStatus={rental.paymentStatus} viewer={direction === 'incoming' ? 'owner' : 'renter'} />
          )}
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-gray-600">{t(direction === 'incoming' ? 'rentals.renter' : 'rentals.owner')}</dt>
        <dd className="font-medium text-gray-900">
          <Link
            to={userPath(other.id, i18n.language)}
            className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
            data-testid="rental-party-link"
          >
            {personName(other)}
          </Link>
        </dd>
        <dt className="text-gray-600">{t('rentals.dates')}</dt>
        <dd className="text-gray-900">{rentalRange(rental.startDate, rental.endDate)}</dd>
        <RentalTimes rental={rental} />
        {rentalMoneyLines(rental, direction === 'incoming' ? 'owner' : 'renter').map(({ label, value }) => (
          <Fragment key={label}>
            <dt className="text-gray-600">{t(`money.${label}`)}</dt>
            <dd className="font-medium text-gray-900" data-testid={`money-${label}`}>
              {formatZl(value, i18n.language)}
            </dd>
          </Fragment>
        ))}
      </dl>
      {rental.statusReason && <p className="text-sm text-gray-700">{t(`rentals.reasons.${rental.statusReason}`)}</p>}
      <div className="flex flex-wrap items-start gap-2">
        {awaitsPaymentFrom(rental, direction === 'outgoing' ? rental.renterId : undefined) && (
          <PayNow rental={rental} />
        )}
        <RentalActions rental={rental} busy={busy} onAction={onAction} asRenter={direction === 'outgoing'} />
        <MessageButton
          target={{ rentalId: rental.id }}
          label={t('rentals.actions.message')}
          aria-label={t('rentals.actions.messageNamed', { name: personName(other), item: rental.item.name })}
        />
        <RentalDetailsLink rentalId={rental.id} itemName={rental.item.name} />
      </div>
    </article>
  );
}
