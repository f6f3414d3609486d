import { describe, expect, it } from 'vitest';
import { prefillFromMobileNumber } from './prefill';

describe('prefillFromMobileNumber', () => {
  it('splits the profile number into a supported country code and its digits', () => {
    expect(prefillFromMobileNumber('+48 600 100 200')).toEqual({ countryCode: '+48', phoneNumber: '600100200' });
    expect(prefillFromMobileNumber('+420 601123456')).toEqual({ countryCode: '+420', phoneNumber: '601123456' });
    expect(prefillFromMobileNumber('+48600100200')).toEqual({ countryCode: '+48', phoneNumber: '600100200' });
  });

  it('gives nothing without a number or under a code the verification does not offer', () => {
    expect(prefillFromMobileNumber(null)).toBeUndefined();
    expect(prefillFromMobileNumber(undefined)).toBeUndefined();
    expect(prefillFromMobileNumber('  ')).toBeUndefined();
    expect(prefillFromMobileNumber('+48 ')).toBeUndefined();
    expect(prefillFromMobileNumber('+41 791234567')).toBeUndefined();
  });
});
