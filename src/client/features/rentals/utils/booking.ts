import type { TFunction } from '@/client/i18n/texts';
import { BOOKING_LIMITS } from '@/shared/constants/listing';
import type { RentalRules } from '@/shared/domain/calendar';
import { daysBetween, rangesOverlap } from '@/shared/domain/dates';
import type { DateRange } from '@/client/features/rentals/api/get-unavailable-dates';
import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

/** The first booked range that the chosen days overlap (both ends inclusive), if any. */
export function findConflict(startDate: string, endDate: string, booked: readonly DateRange[]): DateRange | undefined {
  return [...booked]
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .find((r) => rangesOverlap({ startDate, endDate }, r));
}

/** Booked ranges as the date picker's disabled matchers ({ from, to } covers both ends). */
export function bookedMatchers(booked: readonly DateRange[]): { from: Date; to: Date }[] {
  return booked.flatMap((r) => {
    const from = parseIsoDate(r.startDate.slice(0, 10));
    const to = parseIsoDate(r.endDate.slice(0, 10));
    return from && to ? [{ from, to }] : [];
  });
}

/** True when the days (both ends included) are more than a rental may last (BOOKING_LIMITS.maxDays, as the server checks). */
export function isTooLong(startDate: string, endDate: string): boolean {
  return daysBetween(startDate, endDate) + 1 > BOOKING_LIMITS.maxDays;
}

export type BookingBlock =
  | { reason: 'login' }
  | { reason: 'dates' }
  | { reason: 'tooLong' }
  | { reason: 'conflict'; range: DateRange }
  | { reason: 'insurance' };

/**
 * What stops a request before it is sent (spec 01 §5 Booking request), in the order the user meets it: login,
 * both dates, at most BOOKING_LIMITS.maxDays days, a booked (or blocked) range in between, the owner's insurance. null
 * when the request may go to the server, which checks everything again. (The owner's rules disable the button.)
 */
export function bookingBlock(input: {
  loggedIn: boolean;
  startDate: string | undefined;
  endDate: string | undefined;
  booked: readonly DateRange[];
  insuranceRequired: boolean;
  insuranceAccepted: boolean;
}): BookingBlock | null {
  if (!input.loggedIn) return { reason: 'login' };
  if (!input.startDate || !input.endDate || input.endDate < input.startDate) return { reason: 'dates' };
  if (isTooLong(input.startDate, input.endDate)) return { reason: 'tooLong' };
  const range = findConflict(input.startDate, input.endDate, input.booked);
  if (range) return { reason: 'conflict', range };
  if (input.insuranceRequired && !input.insuranceAccepted) return { reason: 'insurance' };
  return null;
}

/** A 'YYYY-MM-DD' (or ISO timestamp) day as people read it: dd/MM/yyyy. */
export function displayDay(iso: string): string {
  const d = parseIsoDate(iso.slice(0, 10));
  return d ? formatDisplayDate(d) : iso;
}

/** The owner's rules as plain values: i18next takes them as the texts' values (none is one of its options). */
type Rules = Pick<RentalRules, keyof RentalRules>;

/**
 * The owner's rules as the booking panel states them (issue 26 §1): those that are not the defaults, else ''. The
 * defaults are the widest rules (1 day to BOOKING_LIMITS.maxDays, no notice): compared with those, not imported from
 * the shared calendar rules, which the item page loads after its first paint (its JS budget).
 */
export function rulesText(t: TFunction, rules: Rules): string {
  return [
    (rules.minDays > 1 || rules.maxDays < BOOKING_LIMITS.maxDays) && t('booking.rulesLength', rules),
    rules.noticeDays > 0 && t('booking.rulesNotice', { count: rules.noticeDays }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** A broken rule in the server's own words (its errors.MIN_DAYS, MAX_DAYS, NOTICE), its values from the rules. */
export const ruleText = (t: TFunction, code: string, rules: Rules) => t(`errors.${code}`, rules);
