import { describe, expect, it } from 'vitest';
import { isAdultOn, isValidPostalCode, kycFormSchema, kycReasonMissing, normaliseDocumentNumber } from './kyc';

const valid = {
  documentType: 'national_id',
  documentNumber: 'abc 123456',
  firstName: 'Anna',
  lastName: 'Nowak',
  dateOfBirth: '2008-03-10',
  address: 'ul. Długa 5',
  city: 'Kraków',
  postalCode: '31-147',
  phoneNumber: '+48 600700800',
};

describe('the KYC form', () => {
  it('is 18 on the birthday, not the day before (29 February counts from 1 March)', () => {
    expect(isAdultOn('2008-03-10', '2026-03-10')).toBe(true);
    expect(isAdultOn('2008-03-10', '2026-03-09')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(kycFormSchema('2026-03-10').safeParse(valid).success).toBe(true);
    const young = kycFormSchema('2026-03-09').safeParse(valid);
    expect(young.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['dateOfBirth', 'validation.kycAdultOnly'],
    ]);
  });

  it('takes the contact number as people type it, with or without the country code, and refuses junk', () => {
    const form = kycFormSchema('2030-01-01');
    for (const phoneNumber of ['600 700 800', '+48600700800', '+48 600-700-800', '(22) 123 45 67'])
      expect(form.safeParse({ ...valid, phoneNumber }).success, phoneNumber).toBe(true);
    for (const phoneNumber of ['', '+48 12', 'Invalid phone number', '600700800 ext. 5'])
      expect(form.safeParse({ ...valid, phoneNumber }).success, phoneNumber).toBe(false);
  });

  it('fills the spec’s defaults (Polish, Poland) and checks postal codes per country', () => {
    const parsed = kycFormSchema('2030-01-01').parse({ ...valid, nationality: '', country: '' });
    expect(parsed).toMatchObject({ nationality: 'Polish', country: 'Poland' });
    expect(isValidPostalCode('31-147', 'Poland')).toBe(true);
    expect(isValidPostalCode('31147', 'Polska')).toBe(false);
    expect(isValidPostalCode('10115', 'Germany')).toBe(true);
    expect(isValidPostalCode('SW1A 1AA', 'United Kingdom')).toBe(true);
    expect(isValidPostalCode('<b>', 'France')).toBe(false);
  });

  it('keeps the document number without spaces, upper case; a rejection needs a trimmed reason', () => {
    expect(normaliseDocumentNumber('abc 123 456')).toBe('ABC123456');
    expect(kycReasonMissing({ status: 'rejected', rejectionReason: '  ' })).toBe(true);
    expect(kycReasonMissing({ status: 'rejected', rejectionReason: 'Blurred' })).toBe(false);
    expect(kycReasonMissing({ status: 'approved' })).toBe(false);
  });
});
