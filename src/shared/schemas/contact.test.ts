import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '@/shared/constants/contact';
import { contactSchema } from './contact';

function errors(value: unknown) {
  const out: Record<string, string> = {};
  for (const i of contactSchema.safeParse(value).error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
}

const valid = { name: 'Jan Kowalski', email: 'jan@example.com', subject: 'inne', message: 'Dzień dobry' };

describe('contactSchema', () => {
  it('has the five subjects of the spec', () => {
    expect(CONTACT_SUBJECTS).toEqual([
      'pomoc-techniczna',
      'pytanie-o-platnosci',
      'problem-z-kontem',
      'wspolpraca-biznesowa',
      'inne',
    ]);
  });

  it('accepts each subject', () => {
    for (const subject of CONTACT_SUBJECTS)
      expect(contactSchema.safeParse({ ...valid, subject }).success, subject).toBe(true);
  });

  it('requires all four fields', () => {
    expect(errors({})).toEqual({
      name: 'validation.nameRequired',
      email: 'validation.email',
      subject: 'validation.subjectRequired',
      message: 'validation.messageRequired',
    });
    expect(errors({ ...valid, name: '  ', message: '\n' })).toEqual({
      name: 'validation.nameRequired',
      message: 'validation.messageRequired',
    });
  });

  it('refuses an unknown subject, a bad e-mail and over-long texts', () => {
    expect(errors({ ...valid, subject: 'spam' })).toEqual({ subject: 'validation.subjectRequired' });
    expect(errors({ ...valid, subject: 'Inne' })).toEqual({ subject: 'validation.subjectRequired' });
    expect(errors({ ...valid, email: 'jan@' })).toEqual({ email: 'validation.email' });
    expect(errors({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'validation.tooLong' });
    expect(errors({ ...valid, message: 'x'.repeat(5001) })).toEqual({ message: 'validation.tooLong' });
    expect(contactSchema.safeParse({ ...valid, message: 'x'.repeat(5000) }).success).toBe(true);
  });

  it('trims the texts', () => {
    expect(contactSchema.parse({ ...valid, name: '  Jan ', email: ' jan@example.com ' })).toMatchObject({
      name: 'Jan',
      email: 'jan@example.com',
    });
  });
});
