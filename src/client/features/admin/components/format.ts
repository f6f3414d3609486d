const locale = (lang: string) => (lang.startsWith('en') ? 'en-GB' : 'pl-PL');

/** A moment as a Warsaw date (the market's day), in the reader's language. */
export function formatDay(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), { dateStyle: 'medium', timeZone: 'Europe/Warsaw' }).format(
    new Date(iso),
  );
}

/** A moment as a Warsaw date and time. */
export function formatMoment(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(locale(lang), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Warsaw',
  }).format(new Date(iso));
}

/** 'YYYY-MM' as the month's short name and year ("lis 2026", "Nov 2026"). */
export function formatMonth(month: string, lang: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(lang), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 15)),
  );
}

/** A person's full name, or null when the account has none (a deleted one). */
export function fullName(u: { firstName: string | null; lastName: string | null }): string | null {
  const name = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return name || null;
}
