/** Contact form subjects (spec 01 §2); the values are sent as they are, labels are translated. */
export const CONTACT_SUBJECTS = [
  'pomoc-techniczna',
  'pytanie-o-platnosci',
  'problem-z-kontem',
  'wspolpraca-biznesowa',
  'inne',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
