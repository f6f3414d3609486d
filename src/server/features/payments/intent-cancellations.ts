import { eq } from 'drizzle-orm';
import { FINAL_INTENT_STATUSES } from '@/shared/domain/payment-status';
import { PaymentProviderError } from '@/server/adapters/payments/provider';
import type { DbOrTx } from '@/server/db/client';
import { intentCancellations, payments } from '@/server/db/tables';
import { createOutbox } from '@/server/effects/outbox';
import { setIntentStatus } from './payment-state';
import { paymentOfRental } from './queries';
import { reconcilePayment, type WebhookDeps } from './webhook';

/** Tries before an intent's cancellation is given up (the intent then simply expires at the provider). */
export const MAX_CANCEL_ATTEMPTS = 8;
/** Intent states that are final at the provider: nothing to cancel. */
const FINAL_INTENT_STATES: readonly string[] = FINAL_INTENT_STATUSES;

type CancellationRow = typeof intentCancellations.$inferSelect;

/**
 * The cancelIntent effect (rental-status.ts), in the moving transaction: each rental's payment whose intent is still
 * open at the provider gets one pending cancellation (issue 19 §6), sent after the commit (the unit of work,
 * `fx.send('intentCancellations', ids)`) or by the refunds job. A rental without a payment, or paid, or already cancelled there, has nothing to cancel.
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

async function finish(deps: WebhookDeps, row: CancellationRow, status: 'succeeded' | 'skipped', error?: string) {
  await deps.db
    .update(intentCancellations)
    .set({ status, lastError: error?.slice(0, 1000) ?? null, updatedAt: deps.clock.now() })
    .where(eq(intentCancellations.id, row.id));
}

/**
 * Intents' cancellations at the provider: sent after the commit that wrote them, retried with backoff, given up after
 * MAX_CANCEL_ATTEMPTS tries (the intent then simply expires at the provider).
 */
export const intentCancellationOutbox = createOutbox({
  name: 'intentCancellation',
  table: intentCancellations,
  maxAttempts: MAX_CANCEL_ATTEMPTS,
  backoff: { baseMs: 60_000 },
  batch: 20,
  onFailure: (now) => ({ updatedAt: now }),
  async send(deps: WebhookDeps, row, log) {
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
        await setIntentStatus(tx, { paymentId: payment.id, to: intent.status, now: deps.clock.now() });
      });
      await finish(deps, row, 'succeeded');
    } catch (err) {
      if (!(err instanceof PaymentProviderError) || err.retryable) throw err;
      // Final at the provider already (paid at the last moment, or cancelled): its state is applied as an event's
      // would be, so money that arrived for a rental no longer payable goes back in full (webhook.ts).
      await finish(deps, row, 'skipped', String(err.message));
      try {
        await reconcilePayment(deps, payment.providerIntentId, { log });
      } catch (e) {
        log.error({ err: e, paymentId: payment.id }, 'payment not reconciled after a refused cancellation');
      }
    }
  },
});
