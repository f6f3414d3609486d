/**
 * The owner's calendar (issue 26 §1): the rules both sides use — the browser for the calendar and the booking panel,
 * the server as the authority.
 */

/** The longest note on a blocked range (only the owner sees it). */
export const BLOCKED_NOTE_MAX = 200;
/** Blocked ranges one item may have at once: far above an owner's real calendar, low enough to bound a request. */
export const MAX_BLOCKED_RANGES = 200;

/** Whether two inclusive day ranges ('YYYY-MM-DD') share a day. */
export const rangesShareADay = (a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }) =>
  a.startDate <= b.endDate && b.startDate <= a.endDate;

/** The owner's rules for a request (issue 26 §1): rental length in days, and the notice before its start. */
export const MIN_DAYS_DEFAULT = 1;
export const MAX_DAYS_DEFAULT = 90;
/** The longest rental any listing may allow (BOOKING_LIMITS.maxDays). */
export const MAX_DAYS_LIMIT = 90;
/** Notice: the same day, a day before, two days before. */
export const NOTICE_DAYS = [0, 1, 2] as const;
export type NoticeDays = (typeof NOTICE_DAYS)[number];

export interface RentalRules {
  minDays: number;
  maxDays: number;
  noticeDays: number;
}

/** The error code of the first rule a request breaks (both days included; `today` in Poland), or null. */
export function brokenRule(
  rules: RentalRules,
  startDate: string,
  endDate: string,
  today: string,
): 'MIN_DAYS' | 'MAX_DAYS' | 'NOTICE' | null {
  const days = Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
  if (days < rules.minDays) return 'MIN_DAYS';
  if (days > rules.maxDays) return 'MAX_DAYS';
  const earliest = new Date(Date.parse(`${today}T00:00:00Z`) + rules.noticeDays * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (startDate < earliest) return 'NOTICE';
  return null;
}
