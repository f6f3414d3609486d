import { Home, Send, Zap } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/client/i18n/use-translation';
import { priceRental } from '@/shared/domain/pricing';
import type { Item } from '@/shared/schemas/items';
import type { Rental } from '@/shared/schemas/rentals';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/lib/session';
import { useLoadedAfterPaint } from '@/client/lib/use-loaded-after-paint';
import { toIsoDate } from '@/client/lib/format';
import { useUnavailableDates } from '@/client/features/rentals/api/get-unavailable-dates';
import { displayDay, findConflict, isTooLong, rulesText, ruleText } from '@/client/features/rentals/utils/booking';
import { BookingDates } from './booking-dates';
import { CostBreakdown } from './cost-breakdown';
import type { HandoverTimes } from './handover-time-fields';
import { InstantBookingNote } from './instant-booking-note';
import { InsuranceCheckbox } from './insurance-checkbox';
import { PendingRequest } from './pending-request';
import { useBookingDates } from './use-booking-dates';
import { useBookingRequest } from './use-booking-request';

// The owner's rules (issue 26 §1) matter once days are chosen: their check loads after the first paint (JS budget).
const loadCalendar = () => import('@/shared/domain/calendar');
// So do the handover times' pickers and their rule (issue 26 §3); a box of their height stands in until then.
const loadTimes = () => import('./handover-time-fields');

/** The booking panel of spec 01 §2 Item detail: dates, cost, insurance and the request; 'your item' for the owner. */
export function BookingPanel({ item }: { item: Item }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const { data: booked = [] } = useUnavailableDates(item.id);
  const { start, end, setDates } = useBookingDates();
  const [insurance, setInsurance] = useState(false);
  // The proposed handover times (issue 26 §3): the owner's hours (on the rule's step) until the renter picks others.
  const timesModule = useLoadedAfterPaint(loadTimes);
  const [picked, setTimes] = useState<HandoverTimes | null>(null);
  const times = picked ??
    timesModule?.defaultHandoverTimes(item) ?? { pickupTime: item.handoverFrom, returnTime: item.handoverTo };
  const TimeFields = timesModule?.HandoverTimeFields;
  const [sent, setSent] = useState<Rental | null>(null);
  const request = useBookingRequest(item, booked, setSent);
  const calendar = useLoadedAfterPaint(loadCalendar);

  const startDate = start && toIsoDate(start);
  const endDate = end && toIsoDate(end);
  const tooLong = Boolean(startDate && endDate && isTooLong(startDate, endDate));
  const price =
    startDate && endDate && endDate >= startDate && !tooLong ? priceRental({ ...item, startDate, endDate }) : null;
  const conflict = price && findConflict(startDate!, endDate!, booked);
  // Today as the pickers count it (the browser's day, as their notice does); the server checks again with Poland's.
  const rule = price && calendar?.brokenRule(item, startDate!, endDate!, toIsoDate(new Date()));
  // Too long for any rental, or against the owner's rules (the server's words, the item's rules as their values).
  const problem = tooLong ? t('validation.rentalTooLong') : rule && ruleText(t, rule, item);
  const rules = rulesText(t, item);
  const chosen = startDate && endDate && endDate >= startDate ? { startDate, endDate } : null;
  const timesWrong = Boolean(chosen && timesModule?.handoverProblem(item, { ...chosen, ...times }));
  const isOwner = user !== null && user.id === item.ownerId;
  // Instant booking (issue 26 §2): confirmed at once, unless the owner takes only verified renters and this one is not.
  const instantForMe = item.instantBooking && (!item.instantBookingVerifiedOnly || Boolean(user?.isVerified));

  const body = isOwner ? (
    <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-4 text-brand-800">
      <Home className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
      <span>
        <strong className="block">{t('booking.yourItem')}</strong>
        <span className="text-sm">{t('booking.yourItemHint')}</span>
      </span>
    </p>
  ) : sent ? (
    <PendingRequest
      rental={sent}
      onAnother={() => {
        setSent(null);
        setDates({ start: undefined, end: undefined });
        setInsurance(false);
        setTimes(null);
      }}
    />
  ) : (
    <>
      <BookingDates
        start={start}
        end={end}
        booked={booked}
        noticeDays={item.noticeDays}
        onStart={(d) => {
          // An end before the new start, or too far after it, is no longer a choice the end picker offers.
          const keepEnd = d && end && end >= d && !isTooLong(toIsoDate(d), toIsoDate(end));
          setDates({ start: d, end: keepEnd ? end : undefined });
        }}
        onEnd={(d) => setDates({ start, end: d })}
      />
      {TimeFields ? (
        <TimeFields item={item} times={times} onChange={setTimes} dates={chosen} refused={request.timesRefused} />
      ) : (
        <div className="min-h-44" aria-hidden />
      )}
      {problem && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      {conflict && (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
          {t('booking.conflictWarning', { start: displayDay(conflict.startDate), end: displayDay(conflict.endDate) })}
        </p>
      )}
      {price ? (
        <CostBreakdown price={price} />
      ) : (
        !tooLong && <p className="text-sm text-gray-600">{t('booking.chooseDatesHint')}</p>
      )}
      {item.insuranceRequired && <InsuranceCheckbox value={item.value} checked={insurance} onChange={setInsurance} />}
      {!item.available && <p className="text-sm font-medium text-gray-800">{t('booking.unavailableHint')}</p>}
      {item.instantBooking && item.available && <InstantBookingNote instantForMe={instantForMe} />}
      <Button
        size="lg"
        className="w-full"
        disabled={!item.available || request.isPending || !!rule || timesWrong}
        onClick={() => request.submit({ startDate, endDate, insuranceAccepted: insurance, ...times })}
      >
        {instantForMe ? <Zap className="h-4 w-4" aria-hidden /> : <Send className="h-4 w-4" aria-hidden />}
        {request.isPending ? t('booking.sending') : instantForMe ? t('instantBooking.book') : t('booking.request')}
      </Button>
    </>
  );

  return (
    <section
      aria-labelledby="booking-title"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <h2 id="booking-title" className="text-xl font-semibold">
        {t('booking.title')}
      </h2>
      {rules && <p className="text-sm text-gray-700">{rules}</p>}
      {body}
    </section>
  );
}
