/** Contact form subjects (spec 01 §2); the values are sent as they are, labels are translated. */
export const CONTACT_SUBJECTS = [
  'pomoc-techniczna',
  'pytanie-o-platnosci',
  'problem-z-kontem',
  'wspolpraca-biznesowa',
  'inne',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * The reference number of a contact message, told to the sender on the screen and in the acknowledgement e-mail:
 * the stored message's id, zero-padded to 6 digits ("KW-000123"); longer ids keep all their digits.
 */
export function contactReference(id: number): string {
  return `KW-${String(id).padStart(6, '0')}`;
}
