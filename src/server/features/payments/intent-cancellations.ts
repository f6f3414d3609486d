import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import { FINAL_INTENT_STATUSES } from '@/shared/domain/payment-status';
import { PaymentProviderError } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { intentCancellations, payments } from '@/server/db/tables';
import type { JobLog } from '@/server/jobs/types';
import { claimDue } from '@/server/lib/retry-rows';
import { setIntentStatus } from './payment-state';
import { paymentOfRental } from './queries';
import { attemptRefunds } from './refunds';
import { reconcilePayment } from './webhook';

/** Tries before an intent's cancellation is given up (the intent then simply expires at the provider). */
export const MAX_CANCEL_ATTEMPTS = 8;
const DRAIN_BATCH = 20;
/** Intent states that are final at the provider: nothing to cancel. */
const FINAL_INTENT_STATES: readonly string[] = FINAL_INTENT_STATUSES;

type CancelDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'payments'>;
type CancellationRow = typeof intentCancellations.$inferSelect;

const consoleLog: JobLog = { error: (obj, msg) => console.error(`[intent-cancellations] ${msg}`, obj) };

/**
 * The cancelIntent effect (rental-status.ts), in the moving transaction: each rental's payment whose intent is still
 * open at the provider gets one pending cancellation (issue 19 §6), sent after the commit (attemptIntentCancellations)
 * or by the refunds job. A rental without a payment, or paid, or already cancelled there, has nothing to cancel.
 */
export async function writeIntentCancellations(
  tx: DbOrTx,
  moved: readonly { id: number }[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of moved) {
    const payment = await paymentOfRental(tx, r.id);
    if (!payment || FINAL_INTENT_STATES.includes(payment.status)) continue;
    const [row] = await tx
      .insert(intentCancellations)
      .values({ paymentId: payment.id, nextAttemptAt: now })
      .onConflictDoNothing({ target: intentCancellations.paymentId })
      .returning({ id: intentCancellations.id });
    if (row) ids.push(row.id);
  }
  return ids;
}

/** Due pending rows, claimed with their attempt counted and the next one moved a backoff away (lib/retry-rows.ts). */
const claim = (db: DbOrTx, due: SQL, now: Date) => claimDue(db, intentCancellations, due, now, DRAIN_BATCH);

async function finish(
  deps: CancelDeps,
  row: CancellationRow,
  status: 'succeeded' | 'skipped' | 'failed' | 'pending',
  error?: string,
) {
  await deps.db
    .update(intentCancellations)
    .set({ status, lastError: error?.slice(0, 1000) ?? null, updatedAt: new Date() })
    .where(eq(intentCancellations.id, row.id));
}

async function send(deps: CancelDeps, rows: CancellationRow[], log: JobLog) {
  for (const row of rows) {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, row.paymentId));
    try {
      const intent = await deps.payments.cancelIntent({
        intentId: payment.providerIntentId,
        idempotencyKey: `cancel-intent:${payment.id}`,
      });
      await deps.db.transaction(async (tx) => {
        // A payment final here already (paid or cancelled meanwhile) keeps its status.
        const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        if (FINAL_INTENT_STATES.includes(current.status)) return;
        await setIntentStatus(tx, { paymentId: payment.id, to: intent.status, now: new Date() });
      });
      await finish(deps, row, 'succeeded');
    } catch (err) {
      const message = String((err as Error)?.message ?? err);
      if (err instanceof PaymentProviderError && !err.retryable) {
        // Final at the provider already (paid at the last moment, or cancelled): its state is applied as an event's
        // would be, so money that arrived for a rental no longer payable goes back in full (webhook.ts).
        await finish(deps, row, 'skipped', message);
        try {
          const outcome = await reconcilePayment(deps, payment.providerIntentId, { log });
          await attemptRefunds(deps, outcome.refunds, log);
        } catch (e) {
          log.error({ err: e, paymentId: payment.id }, 'payment not reconciled after a refused cancellation');
        }
        continue;
      }
      const givenUp = row.attempts >= MAX_CANCEL_ATTEMPTS;
      await finish(deps, row, givenUp ? 'failed' : 'pending', message);
      log.error({ err, cancellationId: row.id, attempt: row.attempts }, 'intent cancellation failed');
    }
  }
}

/** The cancellations a request just committed, tried at once; never throws (what fails stays pending for the job). */
export async function attemptIntentCancellations(deps: CancelDeps, ids: readonly number[], log: JobLog = consoleLog) {
  if (ids.length === 0) return;
  try {
    const rows = await claim(
      deps.db,
      and(inArray(intentCancellations.id, [...ids]), eq(intentCancellations.attempts, 0)) as SQL,
      new Date(),
    );
    await send(deps, rows, log);
  } catch (err) {
    log.error({ err }, 'intent cancellations not attempted; the refunds job will');
  }
}

/** Every due pending cancellation, batch by batch (the refunds job). */
export async function drainIntentCancellations(deps: CancelDeps, now: Date, log: JobLog = consoleLog): Promise<void> {
  for (;;) {
    const rows = await claim(deps.db, lte(intentCancellations.nextAttemptAt, now), now);
    if (rows.length === 0) return;
    await send(deps, rows, log);
  }
}
