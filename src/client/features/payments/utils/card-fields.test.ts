import { describe, expect, it } from 'vitest';
import { cardFormErrors, digitsOnly, formatCardNumber, formatExpiry, isBlikCode } from './card-fields';

describe('card fields', () => {
  it('groups card digits by four and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025 0000x3155')).toBe('4000 0025 0000 3155');
    expect(formatCardNumber('42424')).toBe('4242 4');
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/309')).toBe('12/30');
    expect(formatExpiry('1')).toBe('1');
  });

  it('keeps digits up to a length', () => {
    expect(digitsOnly('12a34 5678', 6)).toBe('123456');
  });

  it('names each missing or malformed field', () => {
    expect(cardFormErrors({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({});
    expect(Object.keys(cardFormErrors({ number: '4242', expiry: '13/30', cvc: '12' })).sort()).toEqual([
      'cvc',
      'expiry',
      'number',
    ]);
  });

  it('takes a BLIK code of exactly six digits', () => {
    expect(isBlikCode('123456')).toBe(true);
    expect(isBlikCode('12345')).toBe(false);
    expect(isBlikCode('1234567')).toBe(false);
  });
});
