import { describe, expect, it } from 'vitest';
import {
  mobileNumberSchema,
  privateUserSchema,
  publicUserSchema,
  splitMobileNumber,
  updateProfileSchema,
} from './users';

function firstMessage(
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
) {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

describe('splitMobileNumber', () => {
  it('splits the prefix from the digits', () => {
    expect(splitMobileNumber('+48 123 456 789')).toEqual({ countryCode: '+48', number: '123456789' });
    expect(splitMobileNumber('  +44   7911-123-456 ')).toEqual({ countryCode: '+44', number: '7911123456' });
    expect(splitMobileNumber('+1 555 123 4567')).toEqual({ countryCode: '+1', number: '5551234567' });
    expect(splitMobileNumber('+380 67 123 4567')).toEqual({ countryCode: '+380', number: '671234567' });
  });

  it('reads a prefix written without a space by the known prefixes', () => {
    expect(splitMobileNumber('+48600100200')).toEqual({ countryCode: '+48', number: '600100200' });
    expect(splitMobileNumber('+15551234567')).toEqual({ countryCode: '+1', number: '5551234567' });
  });

  it('defaults to +48 without a prefix', () => {
    expect(splitMobileNumber('600 100 200')).toEqual({ countryCode: '+48', number: '600100200' });
    expect(splitMobileNumber(null)).toEqual({ countryCode: '+48', number: '' });
    expect(splitMobileNumber(undefined)).toEqual({ countryCode: '+48', number: '' });
  });

  it('gives no digits for a bare prefix (the form’s default "+48 ")', () => {
    expect(splitMobileNumber('+48 ')).toEqual({ countryCode: '+48', number: '' });
    expect(splitMobileNumber('+48')).toEqual({ countryCode: '+48', number: '' });
  });
});

describe('mobileNumberSchema', () => {
  const ok = (v: string) => mobileNumberSchema.safeParse(v).success;
  const msg = (v: unknown) => mobileNumberSchema.safeParse(v).error?.issues[0].message;

  it('accepts a prefix and 6 to 15 digits, with spaces or dashes', () => {
    expect(ok('+48 600100200')).toBe(true);
    expect(ok('+48 600 100 200')).toBe(true);
    expect(ok('+48 600-100-200')).toBe(true);
    expect(ok('+49 123456')).toBe(true);
    expect(ok('+1 123456789012345')).toBe(true);
  });

  it('requires a number', () => {
    expect(msg('+48 ')).toBe('validation.phoneRequired');
    expect(msg('')).toBe('validation.phoneRequired');
    expect(msg(undefined)).toBe('validation.phoneRequired');
    expect(msg(600100200)).toBe('validation.phoneRequired');
  });

  it('refuses too few or too many digits, letters and a missing prefix', () => {
    expect(msg('+48 12345')).toBe('validation.phoneInvalid');
    expect(msg('+1 1234567890123456')).toBe('validation.phoneInvalid');
    expect(msg('+48 600abc200')).toBe('validation.phoneInvalid');
    expect(msg('600100200')).toBe('validation.phoneInvalid');
  });
});

describe('updateProfileSchema', () => {
  const valid = { email: 'jan@example.com', firstName: 'Jan', lastName: 'Kowalski', mobileNumber: '+48 600100200' };

  it('accepts a complete profile and normalises the e-mail', () => {
    expect(updateProfileSchema.parse({ ...valid, email: ' JAN@Example.com ' }).email).toBe('jan@example.com');
  });

  it('answers allFieldsRequired for a blank or missing e-mail, first or last name', () => {
    for (const field of ['email', 'firstName', 'lastName'] as const) {
      expect(firstMessage(updateProfileSchema, { ...valid, [field]: '' }), field).toEqual({
        [field]: 'validation.allFieldsRequired',
      });
      expect(firstMessage(updateProfileSchema, { ...valid, [field]: '   ' }), field).toEqual({
        [field]: 'validation.allFieldsRequired',
      });
      expect(firstMessage(updateProfileSchema, { ...valid, [field]: undefined }), field).toEqual({
        [field]: 'validation.allFieldsRequired',
      });
    }
  });

  it('refuses an invalid e-mail', () => {
    expect(firstMessage(updateProfileSchema, { ...valid, email: 'jan' })).toEqual({ email: 'validation.email' });
  });

  it('lets the phone be empty, null or absent, but checks a given one', () => {
    expect(updateProfileSchema.safeParse({ ...valid, mobileNumber: '' }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ ...valid, mobileNumber: null }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ ...valid, mobileNumber: undefined }).success).toBe(true);
    expect(updateProfileSchema.safeParse({ ...valid, mobileNumber: '+48 12' }).success).toBe(false);
  });

  it('takes a photo as a data URL, its current URL, or null', () => {
    for (const p of [
      'data:image/png;base64,AAAA',
      '/uploads/avatars/1-x.webp',
      'https://example.com/a.jpg',
      null,
      undefined,
    ]) {
      expect(updateProfileSchema.safeParse({ ...valid, profilePhotoUrl: p }).success, String(p)).toBe(true);
    }
    for (const p of ['javascript:alert(1)', 'data:text/html;base64,AAAA', 'file:///etc/passwd', 42]) {
      expect(updateProfileSchema.safeParse({ ...valid, profilePhotoUrl: p }).success, String(p)).toBe(false);
    }
  });

  it('accepts only the two languages and strips unknown fields', () => {
    expect(updateProfileSchema.safeParse({ ...valid, language: 'de' }).success).toBe(false);
    const r = updateProfileSchema.parse({ ...valid, language: 'en', role: 'admin', isVerified: true, id: 7 });
    expect(r.language).toBe('en');
    expect(r).not.toHaveProperty('role');
    expect(r).not.toHaveProperty('isVerified');
    expect(r).not.toHaveProperty('id');
  });
});

describe('user schemas', () => {
  it('the public view has no e-mail, phone, role or password; only whether the phone is verified (issue 20 §6)', () => {
    const keys = Object.keys(publicUserSchema.shape);
    expect(keys).toContain('phoneVerified');
    for (const k of ['email', 'mobileNumber', 'countryCode', 'role', 'password', 'passwordHash', 'language'])
      expect(keys).not.toContain(k);
    expect(Object.keys(privateUserSchema.shape)).not.toContain('passwordHash');
  });
});
