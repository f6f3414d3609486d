import { Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import { Link } from 'react-router';
import type { RentalView } from '@/shared/schemas/rentals';
import { ItemPhoto } from '@/client/components/item-photo';
import { itemCardImage } from '@/client/lib/images';
import { itemPlace } from '@/client/lib/item-format';
import { itemPath } from '@/client/lib/paths';
import { rentalRange } from '@/client/features/rentals/utils/rental-dates';
import { RentalTimes } from './rental-times';

/**
 * What is rented, when and where: the item's first photo and name (a link to its page while it is listed), the
 * dates and the place; once the rental is paid, the other party's e-mail and phone.
 */
export function RentalItemCard({ rental, otherName }: { rental: RentalView; otherName: string }) {
  const { t, i18n } = useTranslation();
  const { item, contact } = rental;
  return (
    <section
      aria-labelledby="rental-item-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex gap-4">
        <ItemPhoto
          src={itemCardImage(item.imageUrls)}
          fallbackSrc={item.imageUrls[0]}
          className="h-20 w-20 shrink-0 rounded-lg bg-gray-100 object-cover sm:h-28 sm:w-28"
        />
        <div className="flex min-w-0 flex-col gap-2">
          <h2 id="rental-item-title" className="text-lg font-semibold break-words text-gray-900 sm:text-xl">
            {item.deleted ? (
              <>
                {item.name} <span className="text-sm font-normal text-gray-600">({t('rentalPage.item.deleted')})</span>
              </>
            ) : (
              <Link
                to={itemPath(item.id, i18n.language)}
                className="text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                {item.name}
              </Link>
            )}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-gray-600">{t('rentalPage.item.dates')}</dt>
            <dd className="text-gray-900" data-testid="rental-dates">
              {rentalRange(rental.startDate, rental.endDate)}{' '}
              <span className="text-gray-600">({t('money.days', { count: rental.days })})</span>
            </dd>
            <RentalTimes rental={rental} />
            <dt className="text-gray-600">{t('rentalPage.item.place')}</dt>
            <dd className="flex items-center gap-1 text-gray-900">
              <MapPin className="h-3.5 w-3.5 shrink-0 text-gray-500" aria-hidden />
              {itemPlace(item)}
            </dd>
          </dl>
        </div>
      </div>
      {contact && (
        <div className="rounded-lg bg-brand-50 p-3 text-sm" data-testid="rental-contact">
          <h3 className="font-semibold text-gray-900">{t('rentalPage.contact.title', { name: otherName })}</h3>
          <ul className="mt-2 flex flex-col gap-1">
            <li className="flex min-w-0 items-center gap-2">
              <Mail className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
              <span className="sr-only">{t('rentalPage.contact.email')}: </span>
              <a href={`mailto:${contact.email}`} className="break-all text-brand-800 underline underline-offset-2">
                {contact.email}
              </a>
            </li>
            {contact.phone && (
              <li className="flex items-center gap-2">
                <Phone className="h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                <span className="sr-only">{t('rentalPage.contact.phone')}: </span>
                <a
                  href={`tel:${contact.phone.replace(/\s+/g, '')}`}
                  className="text-brand-800 underline underline-offset-2"
                >
                  {contact.phone}
                </a>
              </li>
            )}
          </ul>
          <p className="mt-2 text-gray-700">{t('rentalPage.contact.pickupNote')}</p>
        </div>
      )}
    </section>
  );
}
