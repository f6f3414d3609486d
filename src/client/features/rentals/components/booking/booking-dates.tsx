import { addDays, startOfDay } from 'date-fns';
import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { useTranslation } from '@/client/i18n/use-translation';
import { DatePicker } from '@/client/components/ui/date-picker';
import type { DateRange } from '@/client/features/rentals/api/get-unavailable-dates';
import { formatDisplayDate } from '@/client/lib/format';
import { bookedMatchers } from '@/client/features/rentals/utils/booking';

interface Props {
  start: Date | undefined;
  end: Date | undefined;
  booked: readonly DateRange[];
  /** The owner's notice (issue 26 §1): no start sooner (their other rules are checked with the chosen days). */
  noticeDays: number;
  onStart: (d: Date | undefined) => void;
  onEnd: (d: Date | undefined) => void;
}

/**
 * The two pickers of the booking panel: past days, booked ranges (struck through, with a legend) and starts past
 * BOOKING_LIMITS.maxDaysAhead disabled, and starts sooner than the owner's notice;
 * the end never before the start nor past its last allowed day (BOOKING_LIMITS.maxDays, both ends counted).
 */
export function BookingDates({ start, end, booked, noticeDays, onStart, onEnd }: Props) {
  const { t } = useTranslation();
  const today = startOfDay(new Date());
  const first = addDays(today, noticeDays);
  const bookedDays = bookedMatchers(booked);
  const lastStart = addDays(today, BOOKING_LIMITS.maxDaysAhead);
  const lastEnd = start && addDays(start, BOOKING_LIMITS.maxDays - 1);

  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <DatePicker
          label={t('booking.from')}
          placeholder={t('booking.pickDate')}
          value={start}
          minDate={first}
          disabled={[{ after: lastStart }]}
          booked={bookedDays}
          onChange={onStart}
        />
        <DatePicker
          label={t('booking.to')}
          placeholder={t('booking.pickDate')}
          value={end}
          minDate={start && start > first ? start : first}
          disabled={lastEnd ? [{ after: lastEnd }] : []}
          booked={bookedDays}
          onChange={onEnd}
        />
      </div>
      {/* While the end is being chosen: why the days past the longest rental cannot be picked. */}
      {start && !end && <p className="text-xs text-gray-700">{t('validation.rentalTooLong')}</p>}
      {bookedDays.length > 0 && (
        <div className="text-sm">
          <p className="font-medium text-gray-800">{t('booking.bookedRanges')}</p>
          <ul className="mt-1 flex flex-wrap gap-1.5" data-testid="booked-ranges">
            {bookedDays.map((r) => (
              <li key={r.from.toISOString()} className="rounded bg-gray-100 px-2 py-0.5 text-gray-800">
                {formatDisplayDate(r.from)} – {formatDisplayDate(r.to)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
