import { describe, expect, it } from 'vitest';
import { paymentDueAt, warsawDateTime } from './payment-due';

const rental = (over: Partial<Parameters<typeof paymentDueAt>[0]> = {}) => ({
  status: 'confirmed' as const,
  paymentStatus: 'unpaid' as const,
  statusChangedAt: '2026-11-22T10:00:00.000Z',
  startDate: '2026-11-30',
  ...over,
});

describe('paymentDueAt', () => {
  it('is 24 h after the acceptance when the start is further away', () => {
    expect(paymentDueAt(rental())?.toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('is the start (midnight in Poland) when that comes first', () => {
    expect(paymentDueAt(rental({ startDate: '2026-11-23' }))?.toISOString()).toBe('2026-11-22T23:00:00.000Z');
  });

  it('is none for a paid rental or one that is not confirmed', () => {
    expect(paymentDueAt(rental({ paymentStatus: 'paid' }))).toBeNull();
    expect(paymentDueAt(rental({ status: 'active' }))).toBeNull();
  });
});

describe('warsawDateTime', () => {
  it('shows Poland’s wall clock whatever the browser’s zone', () => {
    expect(warsawDateTime(new Date('2026-11-22T23:00:00.000Z'))).toBe('23/11/2026 00:00');
    expect(warsawDateTime(new Date('2026-07-01T10:05:00.000Z'))).toBe('01/07/2026 12:05');
  });
});
