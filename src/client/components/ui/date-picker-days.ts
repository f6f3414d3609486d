import { startOfDay } from 'date-fns';
import { dateMatchModifiers, type Matcher, type Modifiers } from 'react-day-picker';

/** Why a day of the calendar cannot be chosen, as the legend and a screen reader name it. */
export type DayStatus = 'booked' | 'unavailable';

/**
 * The date picker's own modifiers: `booked` for booked days from today on, `unavailable` for every other day that
 * cannot be chosen (past days, days before the earliest allowed one, days past a limit). A booked day already past
 * is only past: it looks and reads like any other past day.
 */
export function dayModifiers(input: {
  today: Date;
  disabled: readonly Matcher[];
  booked: readonly Matcher[];
}): Record<DayStatus, (date: Date) => boolean> {
  const today = startOfDay(input.today);
  const booked = (date: Date) => date >= today && dateMatchModifiers(date, [...input.booked]);
  return {
    booked,
    unavailable: (date) => !booked(date) && dateMatchModifiers(date, [...input.disabled, ...input.booked]),
  };
}

/** The status a day's modifiers give it, if it cannot be chosen. */
export function dayStatus(modifiers: Modifiers): DayStatus | undefined {
  if (modifiers.booked) return 'booked';
  if (modifiers.unavailable || modifiers.disabled) return 'unavailable';
  return undefined;
}
