import { describe, expect, it } from 'vitest';
import { paymentState } from './payment-state';

const payment = (status: Parameters<typeof paymentState>[0]['status'], paymentStatus = 'unpaid' as const) => ({
  status,
  paymentStatus,
  amount: '110.00',
  method: null,
});

describe('paymentState', () => {
  it('is done once the rental is paid, or the intent has succeeded before the webhook landed', () => {
    expect(paymentState({ ...payment('succeeded'), paymentStatus: 'paid' })).toBe('succeeded');
    expect(paymentState(payment('succeeded'))).toBe('succeeded');
    expect(paymentState({ ...payment('succeeded'), paymentStatus: 'refunded' })).toBe('succeeded');
  });

  it('waits while the provider processes or authenticates', () => {
    expect(paymentState(payment('processing'))).toBe('processing');
    expect(paymentState(payment('requires_action'))).toBe('processing');
  });

  it('is not made without an intent, or when the intent needs a new method or was cancelled', () => {
    expect(paymentState(payment(null))).toBe('failed');
    expect(paymentState(payment('requires_payment_method'))).toBe('failed');
    expect(paymentState(payment('canceled'))).toBe('failed');
  });
});
