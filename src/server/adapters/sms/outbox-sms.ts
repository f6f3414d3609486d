import type { DbOrTx } from '@/server/db/client';
import { outbox } from '@/server/db/tables';
import type { SmsMessage, SmsSender } from './sms-sender';

/** Development default: no SMS leaves the machine; they are kept for /dev/outbox (channel sms). */
export function createOutboxSms(db: DbOrTx): SmsSender {
  return {
    kind: 'outbox',
    async send(m: SmsMessage) {
      await db.insert(outbox).values({ channel: 'sms', to: m.to, subject: '', text: m.text });
    },
  };
}
