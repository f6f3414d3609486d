import { describe, expect, it } from 'vitest';
import { paymentDeadline } from './payment-deadline';

describe('paymentDeadline', () => {
  it('is 24 hours after the acceptance when the start is further away', () => {
    expect(paymentDeadline(new Date('2026-07-01T10:00:00Z'), '2026-07-10').toISOString()).toBe(
      '2026-07-02T10:00:00.000Z',
    );
  });
  it('is the start (midnight in Poland) when that comes first', () => {
    expect(paymentDeadline(new Date('2026-07-01T10:00:00Z'), '2026-07-02').toISOString()).toBe(
      '2026-07-01T22:00:00.000Z',
    );
    expect(paymentDeadline(new Date('2026-01-01T10:00:00Z'), '2026-01-02').toISOString()).toBe(
      '2026-01-01T23:00:00.000Z',
    );
  });
  it('leaves at least two hours when accepted just before or after the start', () => {
    expect(paymentDeadline(new Date('2026-07-01T21:30:00Z'), '2026-07-02').toISOString()).toBe(
      '2026-07-01T23:30:00.000Z',
    );
    expect(paymentDeadline(new Date('2026-07-02T09:00:00Z'), '2026-07-02').toISOString()).toBe(
      '2026-07-02T11:00:00.000Z',
    );
  });
});
