import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

/** A rental's days as dd/MM/yyyy – dd/MM/yyyy (one day once). */
export function rentalDays(start: string, end: string): string {
  const show = (v: string) => {
    const d = parseIsoDate(v.slice(0, 10));
    return d ? formatDisplayDate(d) : v;
  };
  return start.slice(0, 10) === end.slice(0, 10) ? show(start) : `${show(start)} – ${show(end)}`;
}
