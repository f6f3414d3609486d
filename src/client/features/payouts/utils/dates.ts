import { formatDisplayDate, parseIsoDate } from '@/client/lib/format';

const warsawDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A day as people read it (dd/MM/yyyy): a YYYY-MM-DD as it is, a moment as its day in Poland. */
export function displayDay(value: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : warsawDay.format(new Date(value));
  const date = parseIsoDate(day);
  return date ? formatDisplayDate(date) : value;
}

/** A rental's days: "05/07/2026 – 08/07/2026", one day once. */
export function displayRange(start: string, end: string): string {
  const a = displayDay(start);
  const b = displayDay(end);
  return a === b ? a : `${a} – ${b}`;
}

const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM' as a month's name and year: short under a bar ("lis 2026"), long for a screen reader ("listopad 2026"). */
export function monthLabel(month: string, lang: string, style: 'short' | 'long'): string {
  const key = `${lang} ${style}`;
  let format = monthFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'pl-PL', {
      month: style,
      year: 'numeric',
      timeZone: 'UTC',
    });
    monthFormats.set(key, format);
  }
  const [y, m] = month.split('-').map(Number);
  return format.format(new Date(Date.UTC(y, m - 1, 15)));
}

/** Today in Poland as YYYY-MM-DD: the day the age rule of the onboarding form counts from, as the server does. */
export const todayInPoland = (now = new Date()) => warsawDay.format(now);
