import { describe, expect, it } from 'vitest';
import { formatNip, isValidNip, isValidPesel } from './tax-numbers';

describe('isValidNip', () => {
  it('accepts a NIP whose last digit is its checksum, with or without dashes', () => {
    expect(isValidNip('5260250274')).toBe(true);
    expect(isValidNip('526-025-02-74')).toBe(true);
    expect(isValidNip('526 025 02 74')).toBe(true);
  });
  it('refuses a wrong checksum, a wrong length and letters', () => {
    expect(isValidNip('5260250275')).toBe(false);
    expect(isValidNip('526025027')).toBe(false);
    expect(isValidNip('52602502741')).toBe(false);
    expect(isValidNip('52602502a4')).toBe(false);
  });
  it('refuses a NIP whose weighted sum leaves 10 (no digit can be its checksum)', () => {
    // 0,2,0,… weighs 5·2 = 10: the remainder is 10.
    expect(isValidNip('0200000000')).toBe(false);
    expect(isValidNip('0200000001')).toBe(false);
  });
  it('formats as 123-456-78-90', () => {
    expect(formatNip('5260250274')).toBe('526-025-02-74');
  });
});

describe('isValidPesel', () => {
  it('accepts a PESEL whose last digit is its checksum', () => {
    expect(isValidPesel('44051401359')).toBe(true);
    expect(isValidPesel('02070803628')).toBe(true);
  });
  it('refuses a wrong checksum or length', () => {
    expect(isValidPesel('44051401358')).toBe(false);
    expect(isValidPesel('4405140135')).toBe(false);
  });
});
