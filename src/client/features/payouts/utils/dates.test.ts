import { describe, expect, it } from 'vitest';
import { displayDay, displayRange, monthLabel } from './dates';

describe('payout dates', () => {
  it('shows days as dd/MM/yyyy, a moment as its day in Poland', () => {
    expect(displayDay('2026-03-05')).toBe('05/03/2026');
    // 23:30 UTC on 31 March is 1 April in Warsaw (summer time).
    expect(displayDay('2026-03-31T23:30:00.000Z')).toBe('01/04/2026');
    expect(displayRange('2026-03-05', '2026-03-07')).toBe('05/03/2026 – 07/03/2026');
    expect(displayRange('2026-03-05', '2026-03-05')).toBe('05/03/2026');
  });

  it('names a month in the language', () => {
    expect(monthLabel('2026-11', 'en', 'long')).toBe('November 2026');
    expect(monthLabel('2026-11', 'pl', 'long')).toBe('listopad 2026');
    expect(monthLabel('2026-11', 'en', 'short')).toBe('Nov 2026');
  });
});
