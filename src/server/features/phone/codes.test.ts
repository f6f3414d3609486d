import { describe, expect, it } from 'vitest';
import { hashPhoneCode, newPhoneCode, phoneCodeMatches } from './codes';
import { phoneTarget, readSentNumber } from './numbers';
import { phoneCodeSms } from './texts';

describe('phone codes', () => {
  it('are six digits, leading zeros kept, spread over the whole range', () => {
    const codes = Array.from({ length: 2000 }, newPhoneCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    // 2,000 draws from a million: repeats are rare and small codes (zero-padded) do occur.
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(codes.some((c) => c >= '500000')).toBe(true);
  });

  it('are kept salted and hashed with their number: the hash matches only that code for that number', () => {
    const stored = hashPhoneCode('+48 600700800', '004217');
    expect(stored).not.toContain('004217');
    expect(stored).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(hashPhoneCode('+48 600700800', '004217')).not.toBe(stored);
    expect(phoneCodeMatches(stored, '+48 600700800', '004217')).toBe(true);
    expect(phoneCodeMatches(stored, '+48 600700800', '004218')).toBe(false);
    expect(phoneCodeMatches(stored, '+48 600700801', '004217')).toBe(false);
    expect(phoneCodeMatches('garbage', '+48 600700800', '004217')).toBe(false);
    expect(phoneCodeMatches(`${stored.split('$')[0]}$abcd`, '+48 600700800', '004217')).toBe(false);
  });

  it('are texted in plain ASCII within one 160-character part, in Polish and English', () => {
    expect(phoneCodeSms('pl', '123456')).toBe(
      'Kod weryfikacyjny Wypozyczalni: 123456. Wazny 10 minut. Nie podawaj go nikomu.',
    );
    expect(phoneCodeSms('en', '123456')).toBe(
      'Your Wypozyczalnia verification code: 123456. Valid for 10 minutes. Do not share it.',
    );
  });
});

describe('phone numbers', () => {
  it('are read in the chosen country and answered as E.164 with a space after the country code', () => {
    expect(phoneTarget('600 700 800', '+48')).toEqual({
      e164: '+48600700800',
      display: '+48 600700800',
      countryCode: '+48',
    });
    expect(phoneTarget('+48600700800', '+48').display).toBe('+48 600700800');
    expect(phoneTarget('601 123 456', '+420').display).toBe('+420 601123456');
    expect(phoneTarget('0905 123 456', '+421').display).toBe('+421 905123456');
    expect(phoneTarget('312 345 6789', '+39').display).toBe('+39 3123456789');
    expect(phoneTarget('612 34 56 78', '+34').display).toBe('+34 612345678');
    expect(phoneTarget('06 12345678', '+31').display).toBe('+31 612345678');
    expect(phoneTarget('0470 12 34 56', '+32').display).toBe('+32 470123456');
  });

  it('refuse landlines, other countries, invalid numbers and unlisted country codes with the field', () => {
    const fieldOf = (input: string, cc: string) => {
      try {
        phoneTarget(input, cc);
        return null;
      } catch (e) {
        return (e as { fields?: Record<string, string> }).fields;
      }
    };
    expect(fieldOf('22 123 45 67', '+48')).toEqual({ phoneNumber: 'validation.phoneNotMobile' });
    expect(fieldOf('030 123456', '+49')).toEqual({ phoneNumber: 'validation.phoneNotMobile' });
    expect(fieldOf('+44 7911 123456', '+44')).toEqual({ phoneNumber: 'validation.phoneCountryMismatch' });
    expect(fieldOf('+48 600700800', '+49')).toEqual({ phoneNumber: 'validation.phoneCountryMismatch' });
    expect(fieldOf('600', '+48')).toEqual({ phoneNumber: 'validation.phoneInvalid' });
    expect(fieldOf('600700800', '+7')).toEqual({ countryCode: 'validation.countryCodeInvalid' });
  });

  it('of verify-code are read with their prefix, or in the country of the code being checked', () => {
    expect(readSentNumber('+48 600700800', '+48')).toBe('+48 600700800');
    expect(readSentNumber('+48 600 700 800', '+44')).toBe('+48 600700800');
    expect(readSentNumber('07400 123456', '+44')).toBe('+44 7400123456');
    expect(readSentNumber('nonsense', '+48')).toBeNull();
  });
});
