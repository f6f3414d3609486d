import { describe, expect, it } from 'vitest';
import { mobileNumberSchema } from '@/shared/schemas/users';
import { COUNTRIES, countryByDialCode, countryByIso, DEFAULT_COUNTRY_ISO } from './countries';

describe('countries of the profile phone dropdown', () => {
  it('has about 230 countries, Poland (+48) first and default', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(220);
    expect(COUNTRIES[0]).toMatchObject({ code: 'PL', dialCode: '+48', namePl: 'Polska', nameEn: 'Poland' });
    expect(DEFAULT_COUNTRY_ISO).toBe('PL');
  });

  it('has unique ISO codes, names in both languages and dialling codes the phone schema accepts', () => {
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.namePl.trim()).not.toBe('');
      expect(c.nameEn.trim()).not.toBe('');
      expect(mobileNumberSchema.safeParse(`${c.dialCode} 600100200`).success, c.code).toBe(true);
    }
  });

  it('maps a dialling code back to a country, preferring the main one of a shared code', () => {
    expect(countryByDialCode('+49').code).toBe('DE');
    expect(countryByDialCode('+44').code).toBe('GB');
    expect(countryByDialCode('+1').code).toBe('US');
    expect(countryByDialCode('+999').code).toBe('PL');
    expect(countryByDialCode(null).code).toBe('PL');
    expect(countryByIso('CA')?.dialCode).toBe('+1');
  });
});
