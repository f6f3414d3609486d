import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { ItemPhoto } from '@/client/components/item-photo';
import { MessageButton } from '@/client/components/message-button';
import { Button } from '@/client/components/ui/button';
import { itemCardImage } from '@/client/lib/images';
import { formatZl } from '@/client/lib/item-format';
import { checkoutPath, itemPath } from '@/client/lib/paths';
import { paymentDueAt, warsawDateTime } from '@/client/features/rentals/utils/payment-due';
import { rentalDay } from '@/client/features/rentals/utils/rental-dates';
import { PaymentBadge } from './payment-badge';
import { RentalStatusBadge } from './rental-status-badge';

/**
 * One rental in a dashboard tab: the item (the row opens its page), dates, the other party, the total and the status.
 * As the owner ('incoming') a confirmed rental shows whether it is paid; as the renter a confirmed unpaid one offers
 * Pay Now; both may message the other party about it.
 */
export function RentalRow({ rental, side }: { rental: RentalView; side: 'incoming' | 'rented' }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const other = side === 'incoming' ? rental.renter : rental.owner;
  const canPay = side === 'rented' && rental.status === 'confirmed' && rental.paymentStatus === 'unpaid';
  const due = paymentDueAt(rental);
  const otherName = `${other.firstName} ${other.lastName}`.trim();
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center"
      data-testid="rental-row"
    >
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
          <span className="text-sm break-words text-gray-700">
            {t(side === 'incoming' ? 'owner.rentals.renter' : 'owner.rentals.owner', {
              name: otherName,
            })}
          </span>
        </span>
      </Link>
      <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
        <span className="text-sm font-semibold text-gray-900">{formatZl(rental.totalPrice, lang)}</span>
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
          {canPay && (
            <Button asChild size="sm">
              <Link to={checkoutPath(rental.id, lang)}>
                <CreditCard className="h-4 w-4" aria-hidden />
                {t('owner.rentals.payNow')}
              </Link>
            </Button>
          )}
        </span>
        {canPay && due && (
          <span className="text-xs text-amber-900" data-testid="payment-due">
            {t('owner.rentals.payBy', { when: warsawDateTime(due) })}
          </span>
        )}
      </div>
    </li>
  );
}
