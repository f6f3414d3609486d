import type { Language } from '@/shared/constants/limits';
import type { MailMessage } from '../../adapters/mail/mailer';
import { renderEmail } from '../../lib/email-layout';

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
    html: renderEmail({ lang, heading: t.heading, paragraphs: [t.intro, t.action], button: { label: t.button, url } }).replace(
      '</body>',
      `<p style="font-size:12px;color:#6b7280">${t.ignore}</p></body>`,
    ),
  };
}
