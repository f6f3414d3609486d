import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/shared/constants/limits';
import { foreignWords } from '@/shared/i18n/foreign-words';
import {
  emailChangedEmail,
  emailInUseEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  verifyEmailEmail,
} from './emails';

describe('account e-mails', () => {
  it('are written wholly in the recipient’s language: no word of the other one in subject or text', () => {
    for (const lang of LANGUAGES) {
      const mails = [
        resetPasswordEmail('a@example.com', lang, 'http://localhost:3000', 'tok'),
        verifyEmailEmail('a@example.com', lang, 'http://localhost:3000', 'tok', 'signup'),
        verifyEmailEmail('a@example.com', lang, 'http://localhost:3000', 'tok', 'change'),
        emailChangedEmail('a@example.com', lang, 'b@example.com', 'pomoc@wypozyczalnia.pl'),
        passwordChangedEmail('a@example.com', lang, 'pomoc@wypozyczalnia.pl'),
        emailInUseEmail('a@example.com', lang),
      ];
      for (const mail of mails) {
        expect(foreignWords(`${mail.subject}\n${mail.text}`, lang), `${lang}: ${mail.subject}`).toEqual([]);
      }
    }
  });

  it('link to the page in the recipient’s language', () => {
    expect(resetPasswordEmail('a@example.com', 'en', 'http://x', 't').text).toContain(
      'http://x/reset-password?token=t',
    );
    expect(resetPasswordEmail('a@example.com', 'pl', 'http://x', 't').text).toContain('http://x/resetuj-haslo?token=t');
  });
});
