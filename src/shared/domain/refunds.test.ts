import { describe, expect, it } from 'vitest';
import { cancellationRefund, startInstant } from './refunds';

const H = 3_600_000;
// 100,00 zł a day for 3 days, 30,00 zł fee, 200,00 zł deposit, in grosze.
const base = { subtotal: 30_000, fee: 3_000, deposit: 20_000, paid: true } as const;
const hoursBefore = (startDate: string, hours: number, minutes = 0) =>
  new Date(startInstant(startDate).getTime() - hours * H - minutes * 60_000);

describe('startInstant', () => {
  it('is midnight in Warsaw: 23:00 UTC in winter, 22:00 UTC in summer', () => {
    expect(startInstant('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(startInstant('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
  });
  it('is right on and after both clock changes', () => {
    expect(startInstant('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(startInstant('2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(startInstant('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(startInstant('2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('cancellationRefund by the renter', () => {
  const renter = (terms: 'strict' | 'standard' | 'flexible', now: Date, startDate = '2026-07-15') =>
    cancellationRefund({ ...base, terms, startDate, cancelledBy: 'renter', now });

  it('strict: half the rental price and the deposit at 48:01 and exactly 48 h before, only the deposit at 47:59', () => {
    expect(renter('strict', hoursBefore('2026-07-15', 48, 1))).toEqual({
      refund: 15_000 + 20_000,
      rentalPart: 15_000,
      fee: 0,
      deposit: 20_000,
      rule: 'within_terms',
    });
    expect(renter('strict', hoursBefore('2026-07-15', 48)).refund).toBe(35_000);
    expect(renter('strict', hoursBefore('2026-07-15', 47, 59))).toEqual({
      refund: 20_000,
      rentalPart: 0,
      fee: 0,
      deposit: 20_000,
      rule: 'outside_terms',
    });
  });

  it('strict: half of an odd number of grosze is rounded up for the renter', () => {
    const r = cancellationRefund({
      ...base,
      subtotal: 30_001,
      terms: 'strict',
      startDate: '2026-07-15',
      cancelledBy: 'renter',
      now: hoursBefore('2026-07-15', 72),
    });
    expect(r.rentalPart).toBe(15_001);
  });

  it('standard: everything (the fee too) at 24 h before, only the deposit at 23:59', () => {
    expect(renter('standard', hoursBefore('2026-07-15', 24))).toEqual({
      refund: 53_000,
      rentalPart: 30_000,
      fee: 3_000,
      deposit: 20_000,
      rule: 'within_terms',
    });
    expect(renter('standard', hoursBefore('2026-07-15', 23, 59)).refund).toBe(20_000);
  });

  it('flexible: everything at 2 h before, only the deposit at 1:59 and after the start', () => {
    expect(renter('flexible', hoursBefore('2026-07-15', 2)).refund).toBe(53_000);
    expect(renter('flexible', hoursBefore('2026-07-15', 1, 59)).refund).toBe(20_000);
    expect(renter('flexible', hoursBefore('2026-07-15', -5)).refund).toBe(20_000);
  });

  it('counts real hours across the clock changes (the 23-hour and the 25-hour day)', () => {
    // Spring: the day before 2026-03-30 has 23 hours; 24 real hours before its midnight is 2026-03-28T22:00Z.
    expect(renter('standard', new Date('2026-03-28T22:00:00Z'), '2026-03-30').refund).toBe(53_000);
    expect(renter('standard', new Date('2026-03-28T22:01:00Z'), '2026-03-30').refund).toBe(20_000);
    // Autumn: the day before 2026-10-26 has 25 hours; 24 real hours before is 2026-10-24T23:00Z, not 22:00Z.
    expect(renter('standard', new Date('2026-10-24T23:00:00Z'), '2026-10-26').refund).toBe(53_000);
    expect(renter('standard', new Date('2026-10-24T23:01:00Z'), '2026-10-26').refund).toBe(20_000);
    // Strict across spring: 48 h before 2026-03-30 00:00 (22:00Z on the 29th) is 2026-03-27T22:00Z.
    expect(renter('strict', new Date('2026-03-27T21:59:00Z'), '2026-03-30').refund).toBe(35_000);
    expect(renter('strict', new Date('2026-03-27T22:01:00Z'), '2026-03-30').refund).toBe(20_000);
  });
});

describe('cancellationRefund by the owner or the system', () => {
  it('refunds everything whatever the terms and however late', () => {
    for (const cancelledBy of ['owner', 'system'] as const) {
      const r = cancellationRefund({
        ...base,
        terms: 'strict',
        startDate: '2026-07-15',
        cancelledBy,
        now: hoursBefore('2026-07-15', 1),
      });
      expect(r).toEqual({
        refund: 53_000,
        rentalPart: 30_000,
        fee: 3_000,
        deposit: 20_000,
        rule: 'full_by_owner_or_system',
      });
    }
  });

  it('gives nothing back of an unpaid rental', () => {
    const r = cancellationRefund({
      ...base,
      paid: false,
      terms: 'flexible',
      startDate: '2026-07-15',
      cancelledBy: 'owner',
      now: hoursBefore('2026-07-15', 100),
    });
    expect(r.refund).toBe(0);
  });

  it('returns only the deposit when there is no deposit and the window is missed: zero', () => {
    const r = cancellationRefund({
      ...base,
      deposit: 0,
      terms: 'standard',
      startDate: '2026-07-15',
      cancelledBy: 'renter',
      now: hoursBefore('2026-07-15', 1),
    });
    expect(r.refund).toBe(0);
  });
});
