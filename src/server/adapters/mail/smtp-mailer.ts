import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './mailer';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 5_000;

/**
 * Real e-mail through SMTP. `send` hands the message over and returns at once; delivery (with retries) happens in
 * the background, so a slow or failing mail server neither delays an answer (which would tell whether an account
 * exists, for a password reset) nor turns a saved contact message into a 500. Failures are logged.
 */
export function createSmtpMailer(
  smtpUrl: string,
  from: string,
  log: { error: (obj: object, msg: string) => void },
): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const deliver = async (m: MailMessage, attempt: number): Promise<void> => {
    try {
      await transport.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html, headers: m.headers });
    } catch (err) {
      if (attempt >= ATTEMPTS) {
        log.error({ err, to: m.to, subject: m.subject }, 'e-mail not delivered');
        return;
      }
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS * attempt));
      return deliver(m, attempt + 1);
    }
  };
  return {
    kind: 'smtp',
    async send(m: MailMessage) {
      void deliver(m, 1);
    },
  };
}
