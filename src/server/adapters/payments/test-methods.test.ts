import { describe, expect, it } from 'vitest';
import { outcomeOf, testPaymentMethodSchema, type TestPaymentMethod } from './test-methods';

const now = new Date('2026-11-22T12:00:00Z');
const card = (number: string, expiry = '12/30', cvc = '123'): TestPaymentMethod => ({
  type: 'card',
  number,
  expiry,
  cvc,
});

describe("the test provider's payment methods (Stripe's test numbers)", () => {
  it('4242… succeeds, …0002 is declined, …9995 has insufficient funds, …3155 asks for authentication', () => {
    expect(outcomeOf(card('4242 4242 4242 4242'), now)).toEqual({ kind: 'succeeded' });
    expect(outcomeOf(card('4000 0000 0000 0002'), now)).toEqual({ kind: 'declined', code: 'card_declined' });
    expect(outcomeOf(card('4000000000009995'), now)).toEqual({ kind: 'declined', code: 'insufficient_funds' });
    expect(outcomeOf(card('4000 0025 0000 3155'), now)).toEqual({ kind: 'requires_action' });
  });

  it('…7726 pays and its refunds settle later; …5126 pays and its refunds fail later (issue 24 §4)', () => {
    expect(outcomeOf(card('4000 0000 0000 7726'), now)).toEqual({ kind: 'succeeded', refunds: 'pending' });
    expect(outcomeOf(card('4000000000005126'), now)).toEqual({ kind: 'succeeded', refunds: 'fails' });
    // Still cards like the others: a lapsed one is declined before its refunds matter.
    expect(outcomeOf(card('4000000000007726', '10/26'), now)).toEqual({ kind: 'declined', code: 'expired_card' });
  });

  it('another valid card succeeds; a mistyped number or a lapsed card is declined for that reason', () => {
    expect(outcomeOf(card('5555 5555 5555 4444'), now)).toEqual({ kind: 'succeeded' });
    expect(outcomeOf(card('4242 4242 4242 4241'), now)).toEqual({ kind: 'declined', code: 'incorrect_number' });
    expect(outcomeOf(card('4242424242424242', '10/26'), now)).toEqual({ kind: 'declined', code: 'expired_card' });
    // Valid through the last day of its month.
    expect(outcomeOf(card('4242424242424242', '11/26'), now)).toEqual({ kind: 'succeeded' });
    // MM/YYYY and MMYY are read as MM/YY.
    for (const expiry of ['12/2030', '1230', '12 / 2030'])
      expect(outcomeOf(testPaymentMethodSchema.parse(card('4242424242424242', expiry)), now)).toEqual({
        kind: 'succeeded',
      });
    expect(outcomeOf(testPaymentMethodSchema.parse(card('4242424242424242', '10/2026')), now)).toEqual({
      kind: 'declined',
      code: 'expired_card',
    });
  });

  it('BLIK: any 6 digits succeed except 000000; Przelewy24 goes to the bank', () => {
    expect(outcomeOf({ type: 'blik', code: '123456' }, now)).toEqual({ kind: 'succeeded' });
    expect(outcomeOf({ type: 'blik', code: '000000' }, now)).toEqual({ kind: 'declined', code: 'blik_declined' });
    expect(outcomeOf({ type: 'p24', bank: 'mbank' }, now)).toEqual({ kind: 'requires_action' });
    // The code as the banking app shows it, with a space.
    expect(outcomeOf(testPaymentMethodSchema.parse({ type: 'blik', code: '123 456' }), now)).toEqual({
      kind: 'succeeded',
    });
  });

  it('refuses malformed input (a 400, not a decline)', () => {
    const bad: unknown[] = [
      { type: 'card', number: '4242', expiry: '12/30', cvc: '123' },
      { type: 'card', number: '4242 4242 4242 4242', expiry: '13/30', cvc: '123' },
      { type: 'card', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '12' },
      { type: 'card', number: 'abcd efgh ijkl mnop', expiry: '12/30', cvc: '123' },
      { type: 'blik', code: '12345' },
      { type: 'blik', code: '12345a' },
      { type: 'p24', bank: '' },
      { type: 'p24', bank: '   ' },
      { type: 'card', number: '4242 4242 4242 4242', expiry: '12/203', cvc: '123' },
      { type: 'paypal' },
    ];
    for (const method of bad)
      expect(testPaymentMethodSchema.safeParse(method).success, JSON.stringify(method)).toBe(false);
    expect(testPaymentMethodSchema.safeParse(card('4242 4242 4242 4242', '12 / 30')).success).toBe(true);
  });
});
