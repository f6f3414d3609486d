import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import { sharedMessages, translate } from './messages';

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
}

describe('shared messages', () => {
  it('has the same keys in Polish and English', () => {
    expect(keysOf(sharedMessages.en).sort()).toEqual(keysOf(sharedMessages.pl).sort());
  });

  it('has no empty text and the same placeholders in both languages', () => {
    for (const key of keysOf(sharedMessages.pl)) {
      const pl = translate('pl', key);
      const en = translate('en', key);
      expect(pl, key).not.toBe('');
      expect(en, key).not.toBe('');
      expect(pl, key).not.toBe(key);
      expect(placeholders(en), key).toEqual(placeholders(pl));
    }
  });

  it('has a message for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(translate('pl', `errors.${code}`)).not.toBe(`errors.${code}`);
      expect(translate('en', `errors.${code}`)).not.toBe(`errors.${code}`);
    }
  });

  it('fills variables', () => {
    expect(translate('pl', 'errors.RATE_LIMITED', { seconds: 42 })).toBe('Zbyt wiele nieudanych prób. Spróbuj ponownie za 42 s');
    expect(translate('en', 'errors.RATE_LIMITED', { seconds: '7' })).toBe('Too many failed attempts. Try again in 7 s');
    expect(translate('en', 'errors.RATE_LIMITED')).toBe('Too many failed attempts. Try again in  s');
  });

  it('returns an unknown key unchanged', () => {
    expect(translate('pl', 'validation.nope')).toBe('validation.nope');
    expect(translate('en', 'nope.nope')).toBe('nope.nope');
    expect(translate('en', 'plain')).toBe('plain');
  });

  it('keeps the texts the spec quotes', () => {
    const quoted: [string, string, string][] = [
      ['validation.loginEmail', 'Nieprawidłowy adres email', 'Invalid email address'],
      ['validation.passwordRequired', 'Hasło jest wymagane', 'Password is required'],
      ['validation.email', 'Nieprawidłowy email', 'Invalid email'],
      ['validation.passwordsMustMatch', 'Hasła muszą być zgodne', 'Passwords must match'],
      ['validation.confirmRequired', 'Potwierdzenie hasła jest wymagane', 'Password confirmation is required'],
      ['validation.passwordsDoNotMatch', 'Hasła nie są zgodne', 'Passwords do not match'],
    ];
    for (const [key, pl, en] of quoted) {
      expect(translate('pl', key)).toBe(pl);
      expect(translate('en', key)).toBe(en);
    }
    expect(translate('en', 'validation.firstNameRequired')).toBe('First name is required');
    expect(translate('en', 'validation.lastNameRequired')).toBe('Last name is required');
    expect(translate('en', 'validation.phoneRequired')).toBe('Phone number is required');
    expect(translate('en', 'errors.INVALID_TOKEN')).toContain('Invalid token');
    expect(translate('pl', 'errors.INVALID_TOKEN')).toContain('Invalid token');
    expect(translate('pl', 'errors.PASSWORD_REUSED')).toContain('takie samo jak poprzednie');
    expect(translate('en', 'errors.PASSWORD_REUSED')).toContain('cannot be the same as your previous');
  });
});
