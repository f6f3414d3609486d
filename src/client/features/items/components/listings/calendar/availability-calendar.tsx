import { useState } from 'react';
import type { DateRange } from 'react-day-picker';
import { todayIso } from '@/shared/domain/dates';
import type { BlockedDatesBody } from '@/shared/schemas/calendar';
import { useTranslation } from '@/client/i18n/use-translation';
import { toast } from '@/client/components/ui/use-toast';
import { ApiError, errorMessage } from '@/client/lib/api-client';
import { toIsoDate } from '@/client/lib/format';
import { useBlockedDates } from '@/client/features/items/api/get-blocked-dates';
import { useIncomingRentals } from '@/client/features/items/api/get-incoming-rentals';
import { useSetBlockedDates } from '@/client/features/items/api/set-blocked-dates';
import { BlockForm } from './block-form';
import { BlockedList } from './blocked-list';
import { withBlockedRange, withoutBlockedRange } from './blocked-ranges';
import { BookingsList } from './bookings-list';
import { bookingsOf } from './calendar-days';
import { CalendarLegend } from './calendar-legend';
import { CalendarMonths } from './calendar-months';

/** What the server refused, in words: its field messages (a note too long), else its message. */
const refusal = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.fields ? Object.values(error.fields).join('. ') : errorMessage(error, fallback);

const selectionOf = (range: DateRange | undefined) =>
  range?.from ? { startDate: toIsoDate(range.from), endDate: toIsoDate(range.to ?? range.from) } : null;

/**
 * The listing's availability calendar (issue 26 §1) on its management page: the owner sees its bookings, requests
 * and blocked days, and blocks or unblocks days. The server keeps the whole set: each change sends it all.
 */
export function AvailabilityCalendar({ itemId, userId }: { itemId: number; userId: number }) {
  const { t } = useTranslation();
  const blocked = useBlockedDates(itemId);
  const rentals = useIncomingRentals(userId);
  const save = useSetBlockedDates(itemId);
  const [range, setRange] = useState<DateRange | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [saves, setSaves] = useState(0);
  const today = todayIso();

  const put = (body: BlockedDatesBody, done: string) => {
    setError(null);
    save.mutate(body, {
      onSuccess: () => {
        setRange(undefined);
        setSaves((n) => n + 1);
        toast({ title: t(done) });
      },
      onError: (e) => setError(refusal(e, t('owner.calendar.saveFailed'))),
    });
  };

  let body;
  if (blocked.isError || rentals.isError) body = <p className="text-red-700">{t('owner.calendar.loadFailed')}</p>;
  else if (!blocked.data || !rentals.data) body = <p className="text-gray-700">{t('common.loading')}</p>;
  else {
    const ranges = blocked.data.blockedDates;
    const { booked, requested } = bookingsOf(rentals.data, itemId, today);
    const selection = selectionOf(range);
    body = (
      <div className="grid gap-6 lg:grid-cols-[auto_minmax(18rem,1fr)]">
        <div className="grid content-start gap-3">
          <CalendarMonths
            calendar={{ booked, requested, blocked: ranges, imported: blocked.data.importedDates }}
            today={today}
            selected={range}
            onSelect={setRange}
          />
          <CalendarLegend />
        </div>
        <div className="grid content-start gap-6">
          <BlockForm
            key={saves}
            selection={selection}
            pending={save.isPending}
            onBlock={(note) =>
              selection && put(withBlockedRange(ranges, { ...selection, note }), 'owner.calendar.blockedToast')
            }
          />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="calendar-error">
              {error}
            </p>
          )}
          <BlockedList
            ranges={ranges}
            pending={save.isPending}
            onUnblock={(i) => put(withoutBlockedRange(ranges, i), 'owner.calendar.unblockedToast')}
          />
          <BookingsList bookings={[...booked, ...requested].sort((a, b) => a.startDate.localeCompare(b.startDate))} />
        </div>
      </div>
    );
  }

  return (
    <section
      aria-labelledby="calendar-title"
      className="grid gap-4 rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="availability-calendar"
    >
      <div className="grid gap-1">
        <h2 id="calendar-title" className="text-xl font-semibold">
          {t('owner.calendar.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('owner.calendar.intro')}</p>
      </div>
      {body}
    </section>
  );
}
