import type { RentalStatus } from '@/shared/domain/rental-status';

export interface DayRange {
  startDate: string;
  endDate: string;
}

/** One rental of the listing as its calendar shows it, with the id its booking page is under. */
export interface Booking extends DayRange {
  id: number;
  status: RentalStatus;
}

/**
 * What the owner's calendar shows: booked days, requested days, the days they blocked and those an imported calendar
 * blocks (its own, read-only here: the import replaces them).
 */
export interface ItemCalendar {
  booked: readonly DayRange[];
  requested: readonly DayRange[];
  blocked: readonly DayRange[];
  imported: readonly DayRange[];
}

/** How a day of the owner's calendar looks (and why it may not be blocked: past and booked days). */
export type DayKind = 'past' | 'booked' | 'blocked' | 'imported' | 'requested';
export const DAY_KINDS: readonly DayKind[] = ['booked', 'requested', 'blocked', 'imported', 'past'];

/** Rentals that hold the item's days for sure (a past one still shows where it was). */
const BOOKED: readonly RentalStatus[] = ['confirmed', 'active', 'completed'];

/**
 * The listing's rentals for its calendar: booked (confirmed, active, completed) and requested (pending) ones that
 * have not ended before `today`, in date order; declined and cancelled ones are gone.
 */
export function bookingsOf(
  rentals: readonly { id: number; itemId: number; status: RentalStatus; startDate: string; endDate: string }[],
  itemId: number,
  today: string,
): { booked: Booking[]; requested: Booking[] } {
  const mine = rentals
    .filter((r) => r.itemId === itemId)
    .map((r) => ({ id: r.id, status: r.status, startDate: r.startDate.slice(0, 10), endDate: r.endDate.slice(0, 10) }))
    .filter((r) => r.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
  return {
    booked: mine.filter((r) => BOOKED.includes(r.status)),
    requested: mine.filter((r) => r.status === 'pending'),
  };
}

const holds = (ranges: readonly DayRange[], day: string) => ranges.some((r) => r.startDate <= day && day <= r.endDate);

/**
 * A day's look ('YYYY-MM-DD', `today` in Poland): past before anything, then booked (it cannot be blocked), blocked,
 * imported (the owner may still block it: their block outlives the import), requested (a pending request on a blocked
 * day stays for the owner to decline); null for a free day.
 */
export function dayKind(day: string, calendar: ItemCalendar, today: string): DayKind | null {
  if (day < today) return 'past';
  if (holds(calendar.booked, day)) return 'booked';
  if (holds(calendar.blocked, day)) return 'blocked';
  if (holds(calendar.imported, day)) return 'imported';
  if (holds(calendar.requested, day)) return 'requested';
  return null;
}

/** Whether the owner may block the day: not past, not booked. */
export const canBlock = (day: string, calendar: ItemCalendar, today: string) =>
  !['past', 'booked'].includes(dayKind(day, calendar, today) ?? '');
