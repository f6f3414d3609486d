import { describe, expect, it } from 'vitest';
import { translate } from '@/shared/i18n/messages';
import {
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_RULES,
  passwordChecklist,
  passwordStrength,
} from './password';

function messages(value: unknown): string[] {
  const r = newPasswordSchema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
}

describe('password rules (spec 01 §5)', () => {
  it('lists the five requirements in order', () => {
    expect(PASSWORD_RULES.map((r) => r.id)).toEqual(['length', 'uppercase', 'lowercase', 'number', 'special']);
  });

  it('checks each requirement on its own', () => {
    expect(passwordChecklist('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
      special: false,
    });
    expect(passwordChecklist('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      number: false,
      special: false,
    });
    expect(passwordChecklist('ABC')).toMatchObject({ uppercase: true, lowercase: false });
    expect(passwordChecklist('7')).toMatchObject({ number: true });
    expect(passwordChecklist('Haslo123!')).toEqual({
      length: true,
      uppercase: true,
      lowercase: true,
      number: true,
      special: true,
    });
  });

  it('accepts exactly the special characters @$!%*?&', () => {
    for (const c of '@$!%*?&') expect(passwordChecklist(c).special, c).toBe(true);
    for (const c of '#^()-_+=.,;:~ ') expect(passwordChecklist(c).special, JSON.stringify(c)).toBe(false);
  });

  it('counts length from 8 characters', () => {
    expect(passwordChecklist('1234567').length).toBe(false);
    expect(passwordChecklist('12345678').length).toBe(true);
  });

  it('rates strength: weak up to 2 rules, medium 3-4, strong all 5', () => {
    expect(passwordStrength('')).toBe('weak');
    expect(passwordStrength('a')).toBe('weak'); // 1
    expect(passwordStrength('aB')).toBe('weak'); // 2
    expect(passwordStrength('aB1')).toBe('medium'); // 3
    expect(passwordStrength('aB1!')).toBe('medium'); // 4
    expect(passwordStrength('abcdefgh1')).toBe('medium'); // length, lower, number
    expect(passwordStrength('Abcdefgh1')).toBe('medium'); // 4
    expect(passwordStrength('Abcdefg1!')).toBe('strong');
  });
});

describe('newPasswordSchema', () => {
  it('accepts a password meeting every rule', () => {
    expect(newPasswordSchema.safeParse('Haslo123!').success).toBe(true);
    expect(newPasswordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH - 4) + 'Aa1!').success).toBe(true);
  });

  it('reports the length message first for a short password', () => {
    expect(messages('Ab1!')).toEqual(['validation.passwordMin']);
    expect(messages('short')[0]).toBe('validation.passwordMin');
    expect(messages('')[0]).toBe('validation.passwordMin');
  });

  it('reports the complexity message for a long enough password missing a class', () => {
    expect(messages('abcdefgh1!')).toEqual(['validation.passwordComplexity']); // no uppercase
    expect(messages('ABCDEFGH1!')).toEqual(['validation.passwordComplexity']); // no lowercase
    expect(messages('Abcdefgh!')).toEqual(['validation.passwordComplexity']); // no digit
    expect(messages('Abcdefgh1')).toEqual(['validation.passwordComplexity']); // no special
    expect(messages('Abcdefgh1#')).toEqual(['validation.passwordComplexity']); // # is not special
  });

  it('refuses a non-string and a password over the maximum', () => {
    expect(messages(undefined)).toEqual(['validation.passwordMin']);
    expect(messages(12345678)).toEqual(['validation.passwordMin']);
    expect(messages('Aa1!' + 'x'.repeat(PASSWORD_MAX_LENGTH))).toEqual(['validation.passwordTooLong']);
  });

  it('uses the exact texts of the spec in both languages', () => {
    expect(translate('pl', 'validation.passwordMin')).toBe('Hasło musi mieć co najmniej 8 znaków');
    expect(translate('en', 'validation.passwordMin')).toBe('Password must be at least 8 characters');
    expect(translate('pl', 'validation.passwordComplexity')).toBe(
      'Hasło musi zawierać: dużą literę, małą literę, cyfrę i znak specjalny',
    );
    expect(translate('en', 'validation.passwordComplexity')).toBe(
      'Password must contain: uppercase letter, lowercase letter, number and special character',
    );
  });
});
