/** Calendar dates as 'YYYY-MM-DD' strings: what URLs, the API and the database (date columns) exchange. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const MARKET_TIME_ZONE = 'Europe/Warsaw';

/** Whether the string is a real calendar date (2026-02-30 is not). */
export function isIsoDate(s: string): boolean {
  if (!ISO_DATE.test(s)) return false;
  const year = Number(s.slice(0, 4));
  const month = Number(s.slice(5, 7));
  const day = Number(s.slice(8, 10));
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= days;
}

/** Today's date in Poland: "past dates" are judged by the market's calendar, not the server's clock zone. */
export function todayIso(now: Date = new Date(), timeZone = MARKET_TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from a to b (b - a); both 'YYYY-MM-DD'. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two inclusive ranges share at least one day. */
export function rangesOverlap(a: { startDate: string; endDate: string }, b: { startDate: string; endDate: string }): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}
