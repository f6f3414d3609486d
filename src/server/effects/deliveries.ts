import { desc, eq, type SQL } from 'drizzle-orm';
import type { Mailer, MailMessage } from '@/server/adapters/mail/mailer';
import type { SmsMessage, SmsSender } from '@/server/adapters/sms/sms-sender';
import type { DbOrTx } from '@/server/db/client';
import { deliveries } from '@/server/db/tables';
import { createOutbox, type OutboxDeps } from './outbox';

/** After this many failed attempts a delivery is given up: status failed, kept with its last error for the admin. */
export const MAX_DELIVERY_ATTEMPTS = 8;

/**
 * The mailer and the SMS sender. Without a sender (a job runner not given one) SMS rows are not claimed: they wait,
 * untouched, for a process that has one.
 */
export type DeliveryDeps = OutboxDeps & { mailer: Mailer; sms?: SmsSender };

/**
 * Writes an e-mail, already rendered, as a pending delivery in the caller's transaction: it exists exactly when the
 * change that causes it commits (docs/decisions/0024). Returns its id, for the unit of work to send after the commit
 * (`fx.send('deliveries', ids)`).
 */
export async function enqueueEmail(tx: DbOrTx, message: MailMessage): Promise<number> {
  const [row] = await tx
    .insert(deliveries)
    .values({ channel: 'email', recipient: message.to, payload: message })
    .returning({ id: deliveries.id });
  return row.id;
}

/** The same for an SMS (issue 14): `to` in E.164 ("+48600700800"), the text already in the recipient's language. */
export async function enqueueSms(tx: DbOrTx, message: SmsMessage): Promise<number> {
  const [row] = await tx
    .insert(deliveries)
    .values({ channel: 'sms', recipient: message.to, payload: message })
    .returning({ id: deliveries.id });
  return row.id;
}

/** E-mails and SMS: sent after the commit that wrote them, retried with backoff, given up after eight tries. */
export const deliveryOutbox = createOutbox({
  name: 'delivery',
  table: deliveries,
  maxAttempts: MAX_DELIVERY_ATTEMPTS,
  backoff: { baseMs: 60_000 },
  batch: 50,
  claimable: (deps: DeliveryDeps): SQL | undefined => (deps.sms ? undefined : eq(deliveries.channel, 'email')),
  async send(deps: DeliveryDeps, row) {
    if (row.channel === 'sms') {
      if (!deps.sms) throw new Error('no SMS sender');
      await deps.sms.send(row.payload as SmsMessage);
    } else await deps.mailer.send(row.payload as MailMessage);
    await deps.db
      .update(deliveries)
      .set({ status: 'sent', sentAt: deps.clock.now(), lastError: null })
      .where(eq(deliveries.id, row.id));
  },
});

/** The deliveries given up on, newest first (for the admin dashboard). */
export function failedDeliveries(db: DbOrTx, limit = 50) {
  return db
    .select({
      id: deliveries.id,
      channel: deliveries.channel,
      recipient: deliveries.recipient,
      attempts: deliveries.attempts,
      lastError: deliveries.lastError,
      createdAt: deliveries.createdAt,
    })
    .from(deliveries)
    .where(eq(deliveries.status, 'failed'))
    .orderBy(desc(deliveries.createdAt))
    .limit(limit);
}
