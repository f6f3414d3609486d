import { escapeHtml } from '@/server/lib/email-layout';
import type { Mailer, MailMessage } from './mailer';

/** The footer's lines in a language: the company's name, address and registration numbers (lib/company.ts). */
export type FooterLines = (lang: 'pl' | 'en') => string[];

/** The e-mail's language, as renderEmail writes it on <html>. */
const languageOf = (html: string): 'pl' | 'en' => (/<html lang="en"/.test(html) ? 'en' : 'pl');

/** One message with the company's lines at its end, in both its bodies. */
export function withFooter(message: MailMessage, lines: FooterLines): MailMessage {
  const footer = lines(languageOf(message.html));
  const html = `<p style="font-size:12px;color:#6b7280">${footer.map(escapeHtml).join('<br>')}</p>`;
  return {
    ...message,
    text: `${message.text}\n\n--\n${footer.join('\n')}`,
    html: message.html.includes('</body>') ? message.html.replace('</body>', `${html}</body>`) : message.html + html,
  };
}

/**
 * Every e-mail names who sends it (issue 27 §1): a mailer that adds the company's lines to each message as it goes
 * out, so every e-mail of every feature carries them without each one knowing the configuration.
 */
export function signedMailer(mailer: Mailer, lines: FooterLines): Mailer {
  return { kind: mailer.kind, send: (message) => mailer.send(withFooter(message, lines)) };
}
