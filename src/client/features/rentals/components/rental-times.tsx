import type { TFunction } from '@/client/i18n/texts';
import { useTranslation } from '@/client/i18n/use-translation';
import type { RentalView } from '@/shared/schemas/rentals';

type Timed = Pick<RentalView, 'pickupTime' | 'returnTime'>;

/**
 * "odbiór 10:30 · zwrot 17:00" (issue 26 §3): pickup on the first day, return on the last, which the dates beside it
 * name; null for a rental made before there were times.
 */
export function handoverTimesText(t: TFunction, r: Timed): string | null {
  if (!r.pickupTime || !r.returnTime) return null;
  return `${t('handoverTimes.pickupAt', { time: r.pickupTime })} · ${t('handoverTimes.returnAt', { time: r.returnTime })}`;
}

/**
 * The handover times as a term of a rental's description list, under its dates: the renter's proposal while the
 * request is pending, the agreed times after. Nothing for a rental made before there were times.
 */
export function RentalTimes({ rental }: { rental: Timed & Pick<RentalView, 'status'> }) {
  const { t } = useTranslation();
  const text = handoverTimesText(t, rental);
  if (!text) return null;
  return (
    <>
      <dt className="text-gray-600">{t('handoverTimes.short')}</dt>
      <dd className="text-gray-900" data-testid="rental-times">
        {text}
        {rental.status === 'pending' && (
          <span className="block text-gray-600">({t('handoverTimes.proposedMark')})</span>
        )}
      </dd>
    </>
  );
}
