import { describe, expect, it } from 'vitest';
import { blockedDatesBodySchema } from '@/shared/schemas/calendar';
import { withBlockedRange, withoutBlockedRange } from './blocked-ranges';

const current = [
  { startDate: '2026-07-10', endDate: '2026-07-12', note: 'serwis' },
  { startDate: '2026-08-01', endDate: '2026-08-01', note: '' },
];

describe('the PUT body of the blocked dates', () => {
  it('adds a range to the kept ones, in date order, with its trimmed note', () => {
    expect(withBlockedRange(current, { startDate: '2026-07-20', endDate: '2026-07-25', note: ' urlop ' })).toEqual({
      blockedDates: [current[0], { startDate: '2026-07-20', endDate: '2026-07-25', note: 'urlop' }, current[1]],
    });
  });

  it('blocks one day when the selection has no end, and never sends an end before its start', () => {
    expect(withBlockedRange([], { startDate: '2026-07-20', note: '' }).blockedDates).toEqual([
      { startDate: '2026-07-20', endDate: '2026-07-20', note: '' },
    ]);
    expect(withBlockedRange([], { startDate: '2026-07-22', endDate: '2026-07-20', note: '' }).blockedDates).toEqual([
      { startDate: '2026-07-20', endDate: '2026-07-22', note: '' },
    ]);
  });

  it('removes only the range unblocked, the others as they were', () => {
    expect(withoutBlockedRange(current, 0)).toEqual({ blockedDates: [current[1]] });
    expect(withoutBlockedRange(current, 1)).toEqual({ blockedDates: [current[0]] });
    expect(withoutBlockedRange([current[0]], 0)).toEqual({ blockedDates: [] });
  });

  it('builds bodies the server accepts', () => {
    const added = withBlockedRange(current, { startDate: '2026-07-20', note: 'x' });
    expect(blockedDatesBodySchema.safeParse(added).success).toBe(true);
    expect(blockedDatesBodySchema.safeParse(withoutBlockedRange(current, 0)).success).toBe(true);
  });
});
