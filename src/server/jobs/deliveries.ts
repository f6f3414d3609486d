import { and, desc, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { Mailer, MailMessage } from '@/server/adapters/mail/mailer';
import type { SmsMessage, SmsSender } from '@/server/adapters/sms/sms-sender';
import type { DbOrTx } from '@/server/db/client';
import { deliveries } from '@/server/db/tables';
import { claimDue } from '@/server/lib/retry-rows';
import type { JobDefinition, JobLog } from './types';

/** After this many failed attempts a delivery is given up: status failed, kept with its last error for the admin. */
export const MAX_DELIVERY_ATTEMPTS = 8;
/** Rows claimed at once by one drain pass. */
const DRAIN_BATCH = 50;

export const DELIVERIES_QUEUE = 'deliveries';

type DeliveryRow = typeof deliveries.$inferSelect;
/**
 * The database outside any transaction (deliveries run after the commit), the mailer and the SMS sender. Without a
 * sender (a job runner not given one) SMS rows are not claimed: they wait, untouched, for a process that has one.
 */
type DeliverDeps = { db: DbOrTx; mailer: Mailer; sms?: SmsSender };

const consoleLog: JobLog = { error: (obj, msg) => console.error(`[deliveries] ${msg}`, obj) };

/**
 * Writes an e-mail, already rendered, as a pending delivery in the caller's transaction: it exists exactly when the
 * change that causes it commits (docs/decisions/0024). Returns its id, for deliverNow after the commit.
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

/** The rows this process can send: SMS only when it has a sender. */
function sendable(deps: DeliverDeps): SQL | undefined {
  return deps.sms ? undefined : eq(deliveries.channel, 'email');
}

/** Due pending rows, claimed with their attempt counted and the next one moved a backoff away (lib/retry-rows.ts). */
const claim = (db: DbOrTx, due: SQL, now: Date) => claimDue(db, deliveries, due, now, DRAIN_BATCH);

/** Sends claimed rows one by one; a failure is recorded on its row (failed once out of attempts) and logged. */
async function send(
  { db, mailer, sms }: DeliverDeps,
  rows: DeliveryRow[],
  log: JobLog,
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      if (row.channel === 'sms') {
        if (!sms) throw new Error('no SMS sender');
        await sms.send(row.payload as SmsMessage);
      } else await mailer.send(row.payload as MailMessage);
      await db
        .update(deliveries)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(deliveries.id, row.id));
      sent++;
    } catch (err) {
      failed++;
      const givenUp = row.attempts >= MAX_DELIVERY_ATTEMPTS;
      await db
        .update(deliveries)
        .set({
          status: givenUp ? 'failed' : 'pending',
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
        })
        .where(eq(deliveries.id, row.id));
      log.error(
        { err, deliveryId: row.id, attempt: row.attempts },
        givenUp ? 'delivery failed for good' : 'delivery failed, will retry',
      );
    }
  }
  return { sent, failed };
}

/**
 * The deliveries a request (or job) just committed, attempted at once so that the e-mail has gone when the answer
 * comes. Only rows never attempted: a row the drain job has already taken is left to it. Never throws: what fails
 * here stays pending for the drain.
 */
export async function deliverNow(deps: DeliverDeps, ids: readonly number[], log: JobLog = consoleLog): Promise<void> {
  if (ids.length === 0) return;
  try {
    const rows = await claim(
      deps.db,
      and(inArray(deliveries.id, [...ids]), eq(deliveries.attempts, 0), sendable(deps)) as SQL,
      new Date(),
    );
    await send(deps, rows, log);
  } catch (err) {
    log.error({ err }, 'deliveries not attempted; the drain job will');
  }
}

/** Delivers every due pending row (left by a crash, a failed send, SMTP down), batch by batch. */
export async function drainDeliveries(
  deps: DeliverDeps,
  now: Date,
  log: JobLog = consoleLog,
): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 };
  for (;;) {
    const rows = await claim(deps.db, and(lte(deliveries.nextAttemptAt, now), sendable(deps)) as SQL, now);
    if (rows.length === 0) return total;
    const r = await send(deps, rows, log);
    total.sent += r.sent;
    total.failed += r.failed;
  }
}

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

/**
 * The drain, every minute and when kicked. Exclusive: one drain queued or running at a time; a failed run is not
 * retried by pg-boss (the rows keep their own backoff and the next minute drains them).
 */
export const deliveryJobs: JobDefinition[] = [
  {
    queue: DELIVERIES_QUEUE,
    options: { policy: 'exclusive', retryLimit: 0, expireInSeconds: 300, deleteAfterSeconds: 3600 },
    schedule: '* * * * *',
    run: async (deps, now, log) => {
      await drainDeliveries(deps, now, log);
    },
  },
];
