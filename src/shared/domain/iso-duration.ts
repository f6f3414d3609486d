import { add, type Duration } from 'date-fns';

/**
 * An ISO 8601 duration as the dev clock accepts it (POST /api/dev/clock `advanceBy`): `P[nY][nM][nW][nD][T[nH][nM][nS]]`
 * with whole numbers, at least one part, a `T` only before a time part. No sign (the clock never goes back), no
 * fractions, no alternative `PYYYY-MM-DD` form: date-fns formats durations but parses none, and this is all we need.
 */
const PATTERN = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/;
const PARTS = ['years', 'months', 'weeks', 'days', 'hours', 'minutes', 'seconds'] as const;
/** Far more than any test or demo needs, and small enough that every sum stays a safe integer and a valid Date. */
const MAX_PART = 100_000;

/** The parts of a duration, or null when the text is not one (see above). */
export function parseIsoDuration(text: string): Duration | null {
  const m = PATTERN.exec(text);
  // "P" alone and "P1DT" (a T with no time part) match the pattern but are no duration.
  if (!m || text === 'P' || text.endsWith('T')) return null;
  const duration: Duration = {};
  PARTS.forEach((part, i) => {
    const value = m[i + 1];
    if (value !== undefined) duration[part] = Number(value);
  });
  return Object.values(duration).every((n) => n <= MAX_PART) ? duration : null;
}

/** `date` moved forward by `duration` (calendar parts in the runtime's time zone, as date-fns does). */
export function addIsoDuration(date: Date, duration: Duration): Date {
  return add(date, duration);
}
