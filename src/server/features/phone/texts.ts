import type { Language } from '@/shared/constants/limits';
import { PHONE_CODE_TTL_MINUTES } from '@/shared/domain/verification';

/**
 * The SMS with a code, in the account's language. Plain ASCII on purpose: one Polish letter (ą, ł ...) makes the whole
 * message UCS-2, 70 characters a part instead of GSM-7's 160, and two parts cost twice. Both fit one part.
 */
export function phoneCodeSms(lang: Language, code: string): string {
  return lang === 'en'
    ? `Your Wypozyczalnia verification code: ${code}. Valid for ${PHONE_CODE_TTL_MINUTES} minutes. Do not share it.`
    : `Kod weryfikacyjny Wypozyczalni: ${code}. Wazny ${PHONE_CODE_TTL_MINUTES} minut. Nie podawaj go nikomu.`;
}
