import { normalizeIban } from '@/shared/domain/payouts';

/** An IBAN in groups of four, as banks print it ("PL61 1090 1014 …"): easier to read and to check. */
export function groupIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four digits of an account, as shown on the payouts page ("•••• 2874"). */
export const maskedAccount = (last4: string) => `•••• ${last4}`;
