import type { Language } from '@/shared/constants/limits';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import { renderEmail } from '@/server/lib/email-layout';

const RESET_PATH: Record<Language, string> = { pl: '/resetuj-haslo', en: '/reset-password' };

const TEXT = {
  pl: {
    subject: 'Reset hasła w Wypożyczalni',
    heading: 'Reset hasła',
    intro: 'Otrzymaliśmy prośbę o zmianę hasła do Twojego konta.',
    action: 'Kliknij link poniżej, aby ustawić nowe hasło. Link jest ważny przez godzinę i działa tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość — Twoje hasło się nie zmieni.',
    button: 'Ustaw nowe hasło',
  },
  en: {
    subject: 'Reset your Wypożyczalnia password',
    heading: 'Password reset',
    intro: 'We received a request to change the password of your account.',
    action: 'Use the link below to set a new password. It is valid for one hour and works once.',
    ignore: 'If this was not you, ignore this message: your password will not change.',
    button: 'Set a new password',
  },
} satisfies Record<Language, Record<string, string>>;

export function resetPasswordEmail(to: string, lang: Language, publicUrl: string, token: string): MailMessage {
  const t = TEXT[lang];
  const url = `${publicUrl}${RESET_PATH[lang]}?token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: t.subject,
    text: [t.intro, t.action, url, t.ignore].join('\n\n'),
    html: renderEmail({
      lang,
      heading: t.heading,
      paragraphs: [t.intro, t.action],
      button: { label: t.button, url },
    }).replace('</body>', `<p style="font-size:12px;color:#6b7280">${t.ignore}</p></body>`),
  };
}

const VERIFY_PATH: Record<Language, string> = { pl: '/weryfikacja-email', en: '/verify-email' };

const VERIFY_TEXT = {
  pl: {
    subject: 'Potwierdź adres email w Wypożyczalni',
    heading: 'Potwierdź adres email',
    signup: 'Dziękujemy za rejestrację w Wypożyczalni. Potwierdź, że ten adres należy do Ciebie.',
    change: 'Poproszono o zmianę adresu email konta w Wypożyczalni na ten adres. Zmiana nastąpi po jego potwierdzeniu.',
    action: 'Kliknij link poniżej. Jest ważny przez 24 godziny i działa tylko raz.',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
    button: 'Potwierdź adres email',
  },
  en: {
    subject: 'Confirm your e-mail address at Wypożyczalnia',
    heading: 'Confirm your e-mail address',
    signup: 'Thank you for signing up to Wypożyczalnia. Please confirm that this address is yours.',
    change:
      'Someone asked to change the e-mail address of a Wypożyczalnia account to this address. The change takes effect once it is confirmed.',
    action: 'Use the link below. It is valid for 24 hours and works once.',
    ignore: 'If this was not you, ignore this message.',
    button: 'Confirm e-mail address',
  },
} satisfies Record<Language, Record<string, string>>;

/** The link that proves an address: at sign-up (`signup`) or for a new address of an account (`change`). */
export function verifyEmailEmail(
  to: string,
  lang: Language,
  publicUrl: string,
  token: string,
  purpose: 'signup' | 'change',
): MailMessage {
  const t = VERIFY_TEXT[lang];
  const url = `${publicUrl}${VERIFY_PATH[lang]}?token=${encodeURIComponent(token)}`;
  const paragraphs = [t[purpose], t.action];
  return {
    to,
    subject: t.subject,
    text: [...paragraphs, url, t.ignore].join('\n\n'),
    html: renderEmail({
      lang,
      heading: t.heading,
      paragraphs: [...paragraphs],
      button: { label: t.button, url },
    }).replace('</body>', `<p style="font-size:12px;color:#6b7280">${t.ignore}</p></body>`),
  };
}

const NOTICE_TEXT = {
  pl: {
    emailChangedSubject: 'Adres email Twojego konta został zmieniony',
    emailChanged:
      'Adres email Twojego konta w Wypożyczalni został zmieniony na {{email}}. Ten adres nie będzie już używany.',
    passwordChangedSubject: 'Hasło do Twojego konta zostało zmienione',
    passwordChanged:
      'Hasło do Twojego konta w Wypożyczalni zostało właśnie zmienione, a pozostałe urządzenia wylogowane.',
    emailInUseSubject: 'Próba użycia Twojego adresu email',
    emailInUse:
      'Ktoś próbował zmienić adres email innego konta w Wypożyczalni na ten adres. Masz już konto z tym adresem, więc nic się nie zmieniło.',
    notYou: 'Jeśli to nie Ty, zresetuj hasło i napisz do nas: {{support}}.',
    ignore: 'Jeśli to Ty, nie musisz nic robić.',
  },
  en: {
    emailChangedSubject: 'The e-mail address of your account was changed',
    emailChanged:
      'The e-mail address of your Wypożyczalnia account was changed to {{email}}. This address will no longer be used.',
    passwordChangedSubject: 'Your password was changed',
    passwordChanged:
      'The password of your Wypożyczalnia account was just changed, and your other devices were logged out.',
    emailInUseSubject: 'Someone tried to use your e-mail address',
    emailInUse:
      'Someone tried to change the e-mail address of another Wypożyczalnia account to this address. You already have an account with it, so nothing changed.',
    notYou: 'If this was not you, reset your password and write to us: {{support}}.',
    ignore: 'If this was you, there is nothing to do.',
  },
} satisfies Record<Language, Record<string, string>>;

function notice(to: string, lang: Language, subject: string, paragraphs: string[]): MailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: renderEmail({ lang, heading: subject, paragraphs }) };
}

/** To the OLD address once a change of address is confirmed. */
export function emailChangedEmail(to: string, lang: Language, newEmail: string, support: string): MailMessage {
  const t = NOTICE_TEXT[lang];
  return notice(to, lang, t.emailChangedSubject, [
    t.emailChanged.replace('{{email}}', newEmail),
    t.notYou.replace('{{support}}', support),
  ]);
}

/** After a password change or reset. */
export function passwordChangedEmail(to: string, lang: Language, support: string): MailMessage {
  const t = NOTICE_TEXT[lang];
  return notice(to, lang, t.passwordChangedSubject, [
    t.passwordChanged,
    t.ignore,
    t.notYou.replace('{{support}}', support),
  ]);
}

/** To the owner of an address another account tried to move to: they learn of it, the other account learns nothing. */
export function emailInUseEmail(to: string, lang: Language): MailMessage {
  const t = NOTICE_TEXT[lang];
  return notice(to, lang, t.emailInUseSubject, [t.emailInUse]);
}
