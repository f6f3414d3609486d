import { differenceInCalendarDays, format, isSameDay } from 'date-fns';

/** A bubble's time: HH:mm (the day stands above the bubbles of that day). */
export function bubbleTime(iso: string): string {
  return format(new Date(iso), 'HH:mm');
}

/** The list's time of the last message: HH:mm today, dd/MM/yyyy before (spec 01 §9 dates). */
export function listTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  return isSameDay(date, now) ? format(date, 'HH:mm') : format(date, 'dd/MM/yyyy');
}

/** The day heading above a day's messages: 'today', 'yesterday' (words from the caller) or dd/MM/yyyy. */
export function dayLabel(iso: string, words: { today: string; yesterday: string }, now: Date = new Date()): string {
  const date = new Date(iso);
  const days = differenceInCalendarDays(now, date);
  if (days === 0) return words.today;
  if (days === 1) return words.yesterday;
  return format(date, 'dd/MM/yyyy');
}

/** Whether two messages fall on different days (a day heading goes between them). */
export function newDay(previous: string | undefined, current: string): boolean {
  return previous === undefined || !isSameDay(new Date(previous), new Date(current));
}
