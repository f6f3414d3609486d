import type { DbOrTx } from '@/server/db/client';
import { outbox } from '@/server/db/tables';
import type { Mailer, MailMessage } from './mailer';

/** Development default: nothing leaves the machine; messages are kept for /dev/outbox. */
export function createOutboxMailer(db: DbOrTx): Mailer {
  return {
    kind: 'outbox',
    async send(m: MailMessage) {
      await db.insert(outbox).values({ channel: 'email', to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
  };
}
