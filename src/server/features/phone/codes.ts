import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { PHONE_CODE_LENGTH } from '@/shared/domain/verification';

/** Six digits from the operating system's generator, leading zeros kept ("004217"). */
export function newPhoneCode(): string {
  return String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
}

function digest(salt: string, phoneNumber: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${phoneNumber}:${code}`).digest();
}

/**
 * What phone_verifications keeps of a code: "salt$sha256(salt:number:code)", hex. The number is part of the hash, so a
 * code also proves which number it was sent to. A million codes can be tried offline against a stolen row: the code
 * dies in 10 minutes, so the hash only keeps codes out of logs, backups and admin eyes (decision 0037).
 */
export function hashPhoneCode(phoneNumber: string, code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${digest(salt, phoneNumber, code).toString('hex')}`;
}

/** Whether `code` is the one hashed for this number; compared in constant time. */
export function phoneCodeMatches(stored: string, phoneNumber: string, code: string): boolean {
  const [salt, hex] = stored.split('$');
  if (!salt || !hex) return false;
  const expected = Buffer.from(hex, 'hex');
  const actual = digest(salt, phoneNumber, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
