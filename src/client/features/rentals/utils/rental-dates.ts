import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

/** A rental day (YYYY-MM-DD, or a timestamp whose date part is the day) as dd/MM/yyyy; the raw text if unreadable. */
export function rentalDay(value: string): string {
  const date = parseIsoDate(value.slice(0, 10));
  return date ? formatDisplayDate(date) : value;
}

/** "05/07/2025 – 08/07/2025" (one day when both ends are the same). */
export function rentalRange(start: string, end: string): string {
  const a = rentalDay(start);
  const b = rentalDay(end);
  return a === b ? a : `${a} – ${b}`;
}
