import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/shared/constants/limits';

/** The five requirements of spec 01 §5, shown as a live checklist while typing. */
export const PASSWORD_RULES = [
  { id: 'length', test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'uppercase', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lowercase', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', test: (p: string) => /\d/.test(p) },
  { id: 'special', test: (p: string) => /[@$!%*?&]/.test(p) },
] as const;
export type PasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export function passwordChecklist(password: string): Record<PasswordRuleId, boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((r) => [r.id, r.test(password)])) as Record<PasswordRuleId, boolean>;
}

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/** weak: up to 2 rules met; medium: 3 or 4; strong: all 5. */
export function passwordStrength(password: string): PasswordStrength {
  const met = PASSWORD_RULES.filter((r) => r.test(password)).length;
  if (met === PASSWORD_RULES.length) return 'strong';
  return met >= 3 ? 'medium' : 'weak';
}

/** Argon2 and bcrypt-style hashes should not be fed unbounded input. */
export const PASSWORD_MAX_LENGTH = 128;

/** Registration and reset password: messages are keys of shared/i18n/messages.ts. */
export const newPasswordSchema = z
  .string({ error: 'validation.passwordMin' })
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .refine((p) => PASSWORD_RULES.slice(1).every((r) => r.test(p)), 'validation.passwordComplexity');
