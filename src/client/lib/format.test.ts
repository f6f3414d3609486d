import { describe, expect, it } from 'vitest';
import { formatDisplayDate, parseIsoDate, toIsoDate } from './format';

describe('date formatting', () => {
  it('writes search-link dates as YYYY-MM-DD of the local day', () => {
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
    // Late evening must not roll over to the next day through a UTC conversion.
    expect(toIsoDate(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('shows dates as dd/MM/yyyy', () => {
    expect(formatDisplayDate(new Date(2026, 2, 7))).toBe('07/03/2026');
  });

  it('reads YYYY-MM-DD back into the same local day', () => {
    const date = parseIsoDate('2026-07-09');
    expect(date?.getFullYear()).toBe(2026);
    expect(date?.getMonth()).toBe(6);
    expect(date?.getDate()).toBe(9);
    expect(toIsoDate(date!)).toBe('2026-07-09');
  });

  it('rejects texts that are not calendar days', () => {
    expect(parseIsoDate('2026-02-30')).toBeUndefined();
    expect(parseIsoDate('09/07/2026')).toBeUndefined();
    expect(parseIsoDate('')).toBeUndefined();
    expect(parseIsoDate(null)).toBeUndefined();
  });
});
