import { Clock } from 'lucide-react';
import { useTranslation } from '@/client/i18n/use-translation';
import type { Rental } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import { formatZl } from '@/client/lib/item-format';
import { displayDay } from '@/client/features/rentals/utils/booking';

/** The request just sent: pending, awaiting the owner (the requests list comes with a later issue). */
export function PendingRequest({ rental, onAnother }: { rental: Rental; onAnother: () => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <Clock className="h-4 w-4 text-amber-700" aria-hidden />
        {t('booking.pending.title')}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-700">{t('booking.pending.statusLabel')}</dt>
        <dd className="font-medium text-gray-900" data-status={rental.status}>
          {t('booking.pending.status')}
        </dd>
        <dt className="text-gray-700">{t('booking.pending.dates')}</dt>
        <dd className="text-gray-900">
          {displayDay(rental.startDate)} – {displayDay(rental.endDate)} ({t('booking.days', { count: rental.days })})
        </dd>
        {/* The proposed handover times (issue 26 §3). */}
        {rental.pickupTime && rental.returnTime && (
          <>
            <dt className="text-gray-700">{t('handoverTimes.short')}</dt>
            <dd className="text-gray-900">
              {t('handoverTimes.pickupAt', { time: rental.pickupTime })} ·{' '}
              {t('handoverTimes.returnAt', { time: rental.returnTime })}
            </dd>
          </>
        )}
        <dt className="text-gray-700">{t('money.rentalTotal')}</dt>
        <dd className="font-medium text-gray-900">{formatZl(rental.totalPrice, i18n.language)}</dd>
      </dl>
      <Button variant="outline" size="sm" className="self-start" onClick={onAnother}>
        {t('booking.pending.another')}
      </Button>
    </div>
  );
}
