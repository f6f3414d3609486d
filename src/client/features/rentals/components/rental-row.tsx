import { Fragment } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { ItemPhoto } from '@/client/components/item-photo';
import { MessageButton } from '@/client/components/message-button';
import { itemCardImage } from '@/client/lib/images';
import { formatZl } from '@/client/lib/item-format';
import { itemPath, userPath } from '@/client/lib/paths';
import type { UserRentalAction } from '@/client/features/rentals/api/move-rental';
import { rentalDay } from '@/client/features/rentals/utils/rental-dates';
import { rentalMoneyLines } from '@/client/features/rentals/utils/rental-money';
import { PayNow, awaitsPaymentFrom } from './pay-now';
import { PaymentBadge } from './payment-badge';
import { RentalActions } from './rental-actions';
import { RentalDetailsLink } from './rental-details-link';
import { RentalStatusBadge } from './rental-status-badge';
import { handoverTimesText } from './rental-times';

interface RentalRowProps {
  rental: RentalView;
  side: 'incoming' | 'rented';
  busy: boolean;
  onAction: (action: UserRentalAction) => void;
}

/**
 * One rental in a dashboard tab: the item (the row opens its page), dates, the other party, the amounts and the
 * status. As the owner ('incoming') it shows what the owner earns, whether a confirmed rental is paid, and Accept and
 * Decline on a pending request; as the renter the rental total and, while confirmed and unpaid, Pay Now with its
 * deadline; both may message the other party about it.
 */
export function RentalRow({ rental, side, busy, onAction }: RentalRowProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const other = side === 'incoming' ? rental.renter : rental.owner;
  const otherName = `${other.firstName} ${other.lastName}`.trim();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center"
      data-testid="rental-row"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={itemPath(rental.itemId, lang)}
          className="group flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ItemPhoto
            src={itemCardImage(rental.item.imageUrls)}
            fallbackSrc={rental.item.imageUrls[0]}
            className="h-16 w-16 shrink-0 rounded-lg bg-gray-100 object-cover"
            loading="lazy"
          />
          <span className="grid min-w-0 gap-0.5">
            <span className="font-semibold break-words text-gray-900 group-hover:text-brand-700">
              {rental.item.name}
              {rental.item.deleted && (
                <span className="ml-2 text-xs font-normal text-gray-700">{t('owner.deletedItem')}</span>
              )}
            </span>
            <span className="text-sm text-gray-700">
              {rentalDay(rental.startDate)} – {rentalDay(rental.endDate)}
            </span>
            {rental.pickupTime && (
              <span className="text-sm text-gray-700" data-testid="rental-times">
                {handoverTimesText(t, rental)}
              </span>
            )}
          </span>
        </Link>
        {/* The other party's public profile (issue 26 §4): an owner deciding on a request opens the renter's. */}
        <Link
          to={userPath(other.id, lang)}
          className="self-start pl-19 text-sm break-words text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          data-testid="rental-party-link"
        >
          {t(side === 'incoming' ? 'owner.rentals.renter' : 'owner.rentals.owner', { name: otherName })}
        </Link>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-sm sm:text-right">
          {rentalMoneyLines(rental, side === 'incoming' ? 'owner' : 'renter').map(({ label, value }) => (
            <Fragment key={label}>
              <dt className="text-gray-700">{t(`money.${label}`)}</dt>
              <dd className="font-semibold text-gray-900" data-testid={`money-${label}`}>
                {formatZl(value, lang)}
              </dd>
            </Fragment>
          ))}
        </dl>
        <span className="flex flex-wrap gap-1.5">
          <RentalStatusBadge status={rental.status} look="row" />
          {(rental.status === 'confirmed' || rental.paymentStatus !== 'unpaid') && (
            <PaymentBadge paymentStatus={rental.paymentStatus} viewer={side === 'incoming' ? 'owner' : 'renter'} />
          )}
        </span>
        <span className="flex flex-wrap gap-2">
          <MessageButton
            target={{ rentalId: rental.id }}
            label={t('rentals.actions.message')}
            aria-label={t('rentals.actions.messageNamed', { name: otherName, item: rental.item.name })}
          />
          <RentalDetailsLink rentalId={rental.id} itemName={rental.item.name} />
        </span>
        {side === 'incoming' && rental.status === 'pending' && (
          <RentalActions rental={rental} busy={busy} onAction={onAction} asRenter={false} />
        )}
        {awaitsPaymentFrom(rental, side === 'rented' ? rental.renterId : undefined) && <PayNow rental={rental} />}
      </div>
    </li>
  );
}
