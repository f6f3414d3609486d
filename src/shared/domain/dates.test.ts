import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates';

describe('isIsoDate', () => {
  it('accepts real calendar dates only', () => {
    for (const ok of ['2026-01-01', '2026-12-31', '2028-02-29', '2000-02-29', '2026-04-30']) expect(isIsoDate(ok), ok).toBe(true);
    for (const bad of ['2026-02-29', '1900-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', ''])
      expect(isIsoDate(bad), bad).toBe(false);
  });
  it('agrees with the calendar on every day of four years', () => {
    for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const d = new Date(t).toISOString().slice(0, 10);
      expect(isIsoDate(d)).toBe(true);
    }
  });
});
