import { Link } from 'react-router';
import { useTranslation } from '@/client/i18n/use-translation';
import { rentalPath } from '@/client/lib/paths';
import type { Booking } from './calendar-days';
import { displayRange } from './display-range';

/** The listing's booked and requested rentals still to come, each a link to its booking page. */
export function BookingsList({ bookings }: { bookings: readonly Booking[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{t('owner.calendar.bookingsTitle')}</h3>
      {bookings.length === 0 ? (
        <p className="text-sm text-gray-700">{t('owner.calendar.noBookings')}</p>
      ) : (
        <ul className="grid gap-1.5 text-sm" data-testid="calendar-bookings">
          {bookings.map((b) => (
            <li key={b.id} className="flex flex-wrap gap-x-2">
              <Link to={rentalPath(b.id, i18n.language)} className="font-medium text-brand-700 underline">
                {t('owner.calendar.rental', { id: b.id })}
              </Link>
              <span>{displayRange(b)}</span>
              <span className="text-gray-700">({t(`owner.status.${b.status}`)})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
