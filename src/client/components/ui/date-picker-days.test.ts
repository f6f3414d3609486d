import { describe, expect, it } from 'vitest';
import { dayModifiers, dayStatus } from './date-picker-days';

const day = (d: number) => new Date(2026, 6, d);
const today = new Date(2026, 6, 10, 15, 30);
const modifiers = dayModifiers({
  today,
  disabled: [{ before: day(10) }, { after: day(25) }],
  booked: [
    { from: day(7), to: day(12) },
    { from: day(20), to: day(21) },
  ],
});
const status = (d: number) =>
  dayStatus({ booked: modifiers.booked(day(d)), unavailable: modifiers.unavailable(day(d)) });

describe('dayModifiers', () => {
  it('marks booked days from today on as booked, and only as booked', () => {
    for (const d of [10, 11, 12, 20, 21]) {
      expect(modifiers.booked(day(d))).toBe(true);
      expect(modifiers.unavailable(day(d))).toBe(false);
    }
  });

  it('a booked day already past is unavailable like any other past day', () => {
    for (const d of [7, 8, 9]) {
      expect(modifiers.booked(day(d))).toBe(false);
      expect(modifiers.unavailable(day(d))).toBe(true);
    }
    expect(modifiers.unavailable(day(1))).toBe(true);
  });

  it('days past a limit are unavailable; free days are neither', () => {
    expect(modifiers.unavailable(day(26))).toBe(true);
    expect(modifiers.booked(day(26))).toBe(false);
    for (const d of [13, 19, 22, 25]) {
      expect(modifiers.booked(day(d))).toBe(false);
      expect(modifiers.unavailable(day(d))).toBe(false);
    }
  });
});

describe('dayStatus', () => {
  it('names booked days apart from the other days that cannot be chosen', () => {
    expect(status(11)).toBe('booked');
    expect(status(8)).toBe('unavailable');
    expect(status(26)).toBe('unavailable');
    expect(status(13)).toBeUndefined();
    // DayPicker's own flag: a disabled day with no modifier of ours is still unavailable.
    expect(dayStatus({ disabled: true })).toBe('unavailable');
    expect(dayStatus({ disabled: true, booked: true })).toBe('booked');
    expect(dayStatus({ today: true, selected: true })).toBeUndefined();
  });
});
