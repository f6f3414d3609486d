import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@/shared/errors';
import { foreignWords } from './foreign-words';
import { sharedMessages, translate } from './messages';

function keysOf(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keysOf(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
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

  it('has no word of the other language in any text (server messages, notices, e-mails)', () => {
    const found = (['pl', 'en'] as const).flatMap((lang) =>
      keysOf(sharedMessages[lang]).flatMap((key) => {
        const words = foreignWords(translate(lang, key), lang);
        return words.length ? [`${lang} ${key}: ${words.join(', ')}`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('the photo errors the spec quotes in English have Polish texts of their own', () => {
    const quoted: [string, string, string][] = [
      ['validation.invalidUrl', 'Invalid URL', 'Nieprawidłowy adres URL'],
      ['validation.invalidImage', 'Invalid image', 'Nieprawidłowy obraz'],
      ['validation.fileTooLarge', 'Please select an image smaller than 5MB', 'Wybierz obraz mniejszy niż 5 MB'],
      [
        'errors.FILE_TOO_LARGE',
        'File too large: please select an image smaller than 5MB',
        'Plik jest za duży: wybierz obraz mniejszy niż 5 MB',
      ],
      [
        'validation.imageUnreachable',
        'Could not download the image from this address',
        'Nie udało się pobrać obrazu z tego adresu',
      ],
    ];
    for (const [key, en, pl] of quoted) {
      expect(translate('en', key)).toBe(en);
      expect(translate('pl', key)).toBe(pl);
    }
    expect(translate('pl', 'errors.OWN_ITEM')).toBe('To jest Twój przedmiot: nie możesz go wypożyczyć');
    expect(translate('en', 'errors.OWN_ITEM')).toContain('This is your item');
  });

  it('has a message for every error code', () => {
    for (const code of ERROR_CODES) {
      expect(translate('pl', `errors.${code}`)).not.toBe(`errors.${code}`);
      expect(translate('en', `errors.${code}`)).not.toBe(`errors.${code}`);
    }
  });

  it('fills variables', () => {
    expect(translate('pl', 'errors.RATE_LIMITED', { wait: '15 min' })).toBe(
      'Zbyt wiele prób. Spróbuj ponownie za 15 min',
    );
    expect(translate('en', 'rateLimits.login', { wait: '42 s' })).toBe(
      'Too many failed login attempts. Try again in 42 s',
    );
    expect(translate('en', 'errors.RATE_LIMITED')).toBe('Too many attempts. Try again in ');
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
    expect(translate('pl', 'errors.INVALID_TOKEN')).not.toContain('Invalid');
    expect(translate('pl', 'errors.PASSWORD_REUSED')).toContain('takie samo jak poprzednie');
    expect(translate('en', 'errors.PASSWORD_REUSED')).toContain('cannot be the same as your previous');
  });
});
