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

/** An ISO 8601 / RFC 3339 timestamp: date, `T`, hh:mm[:ss[.fraction]], and an optional zone (Z or ±hh:mm). */
const ISO_TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?$/i;

/**
 * The calendar day a client meant: 'YYYY-MM-DD' as it is, or a valid ISO timestamp (the spec's client sends
 * `toISOString()`). A zoned timestamp is an instant, taken as the day it falls on in Poland (midnight in Warsaw is
 * 22:00 or 23:00 UTC of the day before); one without a zone is a wall-clock time, taken as its date part.
 * Anything else is null: trailing text, hour 25, minute 99 and 2027-02-30 included (Date.parse would accept some).
 */
export function dayOfDateOrTimestamp(s: string, timeZone = MARKET_TIME_ZONE): string | null {
  if (isIsoDate(s)) return s;
  const m = ISO_TIMESTAMP.exec(s);
  if (!m) return null;
  const [, date, hh, mm, ss = '00', fraction = '', zone, zh = '00', zm = '00'] = m;
  if (!isIsoDate(date) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59 || Number(zh) > 23 || Number(zm) > 59)
    return null;
  if (!zone) return date;
  const offset = zone.toUpperCase() === 'Z' ? 'Z' : `${zone[0]}${zh}:${zm}`;
  const instant = Date.parse(`${date}T${hh}:${mm}:${ss}${fraction.slice(0, 4)}${offset}`);
  return Number.isNaN(instant) ? null : todayIso(new Date(instant), timeZone);
}

/** Formatters by time zone: making one costs more than a page's worth of dates. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** Today's date in Poland: "past dates" are judged by the market's calendar, not the server's clock zone. */
export function todayIso(now: Date = new Date(), timeZone = MARKET_TIME_ZONE): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** Whole days from a to b (b - a); both 'YYYY-MM-DD'. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Two inclusive ranges share at least one day. */
export function rangesOverlap(
  a: { startDate: string; endDate: string },
  b: { startDate: string; endDate: string },
): boolean {
  return a.startDate <= b.endDate && b.startDate <= a.endDate;
}

/**
 * A date formatter made when first used, then kept: making one with a time zone reads the zone's data, which costs a
 * phone ~100 ms, so none is made while the page's script starts.
 */
export function lazyDateFormat(options: Intl.DateTimeFormatOptions, locale = 'en-GB'): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const WARSAW_SHORT = lazyDateFormat({
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Poland's wall clock, short: '26.11, 09:32' (a payment deadline, issue 19 §2), in both languages. */
export function warsawShortDateTime(instant: Date): string {
  const parts = WARSAW_SHORT().formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}, ${part('hour')}:${part('minute')}`;
}

const WARSAW_LONG = lazyDateFormat({
  timeZone: MARKET_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant (ISO text) as Poland's wall clock, 'dd/MM/yyyy HH:mm' in both languages; the raw text if unreadable. */
export function warsawDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WARSAW_LONG().format(date).replace(',', '');
}

/** 'YYYY-MM-DD' as the interface shows dates (spec 01 §9: dd/MM/yyyy), for messages in both languages. */
export function displayDateOf(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
