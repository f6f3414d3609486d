import { describe, expect, it } from 'vitest';
import { BOOKING_LIMITS } from '@/shared/constants/listing';
import { addDays } from '@/shared/domain/dates';
import { createRentalSchema } from '@/shared/schemas/rentals';
import { bookedMatchers, bookingBlock, findConflict } from './booking';

const booked = [
  { startDate: '2026-07-10', endDate: '2026-07-12' },
  { startDate: '2026-06-01', endDate: '2026-06-01' },
];
const base = {
  loggedIn: true,
  startDate: '2026-07-01',
  endDate: '2026-07-03',
  booked,
  insuranceRequired: false,
  insuranceAccepted: false,
};

describe('findConflict', () => {
  it('finds a booked range overlapping the chosen days, ends included', () => {
    expect(findConflict('2026-07-12', '2026-07-14', booked)).toEqual(booked[0]);
    expect(findConflict('2026-07-05', '2026-07-10', booked)).toEqual(booked[0]);
    expect(findConflict('2026-07-01', '2026-07-31', booked)).toEqual(booked[0]);
    expect(findConflict('2026-05-01', '2026-07-31', booked)).toEqual(booked[1]);
    expect(findConflict('2026-07-13', '2026-07-20', booked)).toBeUndefined();
    expect(findConflict('2026-06-02', '2026-07-09', booked)).toBeUndefined();
  });
});

describe('bookedMatchers', () => {
  it('turns ranges into local calendar days', () => {
    const [m] = bookedMatchers([{ startDate: '2026-07-10', endDate: '2026-07-12' }]);
    expect([m.from.getFullYear(), m.from.getMonth(), m.from.getDate()]).toEqual([2026, 6, 10]);
    expect([m.to.getMonth(), m.to.getDate()]).toEqual([6, 12]);
    expect(bookedMatchers([{ startDate: 'x', endDate: '2026-07-12' }])).toEqual([]);
    expect(
      bookedMatchers([{ startDate: '2026-07-10T00:00:00.000Z', endDate: '2026-07-12T00:00:00.000Z' }]),
    ).toHaveLength(1);
  });
});

describe('bookingBlock', () => {
  it('asks for login first, then both dates', () => {
    expect(bookingBlock({ ...base, loggedIn: false, startDate: undefined })).toEqual({ reason: 'login' });
    expect(bookingBlock({ ...base, endDate: undefined })).toEqual({ reason: 'dates' });
    expect(bookingBlock({ ...base, startDate: undefined })).toEqual({ reason: 'dates' });
    expect(bookingBlock({ ...base, startDate: '2026-07-04' })).toEqual({ reason: 'dates' });
  });

  it(`refuses more than ${BOOKING_LIMITS.maxDays} days, both ends counted, as the server does`, () => {
    const start = '2027-01-01';
    const lastDay = addDays(start, BOOKING_LIMITS.maxDays - 1);
    expect(bookingBlock({ ...base, booked: [], startDate: start, endDate: lastDay })).toBeNull();
    expect(bookingBlock({ ...base, booked: [], startDate: start, endDate: addDays(lastDay, 1) })).toEqual({
      reason: 'tooLong',
    });
    expect(createRentalSchema.safeParse({ itemId: 1, startDate: start, endDate: lastDay }).success).toBe(true);
    expect(createRentalSchema.safeParse({ itemId: 1, startDate: start, endDate: addDays(lastDay, 1) }).success).toBe(
      false,
    );
  });

  it('names the booked range a request would overlap', () => {
    expect(bookingBlock({ ...base, endDate: '2026-07-11' })).toEqual({ reason: 'conflict', range: booked[0] });
  });

  it('wants the insurance accepted when the owner requires it', () => {
    expect(bookingBlock({ ...base, insuranceRequired: true })).toEqual({ reason: 'insurance' });
    expect(bookingBlock({ ...base, insuranceRequired: true, insuranceAccepted: true })).toBeNull();
    expect(bookingBlock(base)).toBeNull();
  });
});
