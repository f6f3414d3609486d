import { describe, expect, it } from 'vitest';
import { reviewDay, reviewDeadlineText } from './review-dates';

describe('review dates', () => {
  it('shows calendar days as they are and instants as the day in Poland', () => {
    expect(reviewDay('2026-03-05')).toBe('05/03/2026');
    // 23:30 UTC on 31 March is already 1 April in Warsaw (summer time, UTC+2).
    expect(reviewDay('2026-03-31T23:30:00.000Z')).toBe('01/04/2026');
  });

  it('shows a deadline with Poland’s wall-clock time', () => {
    expect(reviewDeadlineText('2026-01-10T11:05:00.000Z')).toBe('10/01/2026 12:05');
  });
});
