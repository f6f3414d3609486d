import { and, eq, sql } from 'drizzle-orm';
import { MAX_PAYOUT_ATTEMPTS } from '@/shared/domain/payouts';
import { PaymentProviderError } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import { payoutAccounts, payoutReversals, payouts } from '@/server/db/tables';
import { createOutbox, type OutboxDeps } from '@/server/effects/outbox';
import { withEffects, type UnitOfWorkDeps } from '@/server/effects/unit-of-work';
import { paymentOfRental } from './queries';
import { writePayoutNotice, type PayoutRow } from './payouts';

/** What sending a payout needs: the provider, and the unit of work for the notice it writes. */
export type PayoutDeps = OutboxDeps & UnitOfWorkDeps & Pick<AppDeps, 'config' | 'payments'>;

/** A payout whose owner's account can receive it: only those are claimed (the others wait, due, for the account). */
const ownerAccountActive = sql`EXISTS (SELECT 1 FROM ${payoutAccounts} WHERE ${payoutAccounts.userId} = ${payouts.ownerId} AND ${payoutAccounts.status} = 'active')`;

/**
 * The transfer went through: the payout is sent, the owner told, in one unit of work. A refund written while the
 * transfer was on its way (the payout's amount is now below what went) is reversed at once by the difference.
 */
async function markSent(deps: PayoutDeps, row: PayoutRow, transfer: { id: string; amount: number }): Promise<void> {
  const now = deps.clock.now();
  await withEffects(deps, async (tx, fx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, row.id)).for('update');
    if (!payout || payout.status !== 'due') return;
    const late = transfer.amount - payout.amount;
    const [sent] = await tx
      .update(payouts)
      .set({
        status: late > 0 ? 'reversed' : 'sent',
        providerTransferId: transfer.id,
        transferredAmount: transfer.amount,
        sentAt: now,
        lastError: null,
        updatedAt: now,
      })
      .where(eq(payouts.id, payout.id))
      .returning();
    if (late > 0) {
      const [reversal] = await tx
        .insert(payoutReversals)
        .values({ payoutId: payout.id, amount: late, idempotencyKey: `reversal:late:${payout.id}`, nextAttemptAt: now })
        .onConflictDoNothing({ target: payoutReversals.idempotencyKey })
        .returning({ id: payoutReversals.id });
      if (reversal) fx.send('payoutReversals', [reversal.id]);
    }
    fx.send('deliveries', await writePayoutNotice(tx, deps.config, sent, 'payout_sent'));
  });
}

/**
 * Payouts: a due payout is transferred to its owner's account once that account is active (claimable), after the
 * commit that released it, or by the payouts job; retried with backoff (2^(n-1) minutes) up to MAX_PAYOUT_ATTEMPTS,
 * given up at once when the provider refuses for good. The transfer's idempotency key names the rental and the
 * amount: a retry after a lost answer never pays twice, and an amount cut by a refund in between is a new transfer.
 */
export const payoutOutbox = createOutbox({
  name: 'payout',
  table: payouts,
  waiting: 'due',
  maxAttempts: MAX_PAYOUT_ATTEMPTS,
  backoff: { baseMs: 60_000 },
  batch: 20,
  claimable: () => ownerAccountActive,
  isFinal: (err) => err instanceof PaymentProviderError && !err.retryable,
  onFailure: (now) => ({ updatedAt: now }),
  async send(deps: PayoutDeps, row) {
    const [account] = await deps.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, row.ownerId));
    const payment = await paymentOfRental(deps.db, row.rentalId);
    if (!account || account.status !== 'active') throw new Error('the owner has no active payout account');
    if (!payment || payment.status !== 'succeeded') throw new Error(`rental ${row.rentalId} has no succeeded payment`);
    if (account.provider !== deps.payments.name) throw new Error(`the payout account is at ${account.provider}`);
    const transfer = await deps.payments.createTransfer({
      accountId: account.providerAccountId,
      amount: row.amount,
      sourceIntentId: payment.providerIntentId,
      transferGroup: `rental_${row.rentalId}`,
      idempotencyKey: `payout:${row.rentalId}:${row.amount}`,
      metadata: { rentalId: String(row.rentalId), payoutId: String(row.id), ownerId: String(row.ownerId) },
    });
    await markSent(deps, row, transfer);
  },
  async afterGivenUp(deps: PayoutDeps, row) {
    await withEffects(deps, async (tx, fx) => {
      const [payout] = await tx.select().from(payouts).where(eq(payouts.id, row.id));
      fx.send('deliveries', await writePayoutNotice(tx, deps.config, payout, 'payout_failed'));
    });
  },
});

/**
 * Reversals of transfers (a refund of the owner's part after the payout): sent after the commit that wrote them or by
 * the payouts job, with the refunds' backoff; a failed one stays for the admin.
 */
export const payoutReversalOutbox = createOutbox({
  name: 'payoutReversal',
  table: payoutReversals,
  maxAttempts: MAX_PAYOUT_ATTEMPTS,
  backoff: { baseMs: 60_000 },
  batch: 20,
  isFinal: (err) => err instanceof PaymentProviderError && !err.retryable,
  onFailure: (now) => ({ updatedAt: now }),
  async send(deps: PayoutDeps, row) {
    const [payout] = await deps.db.select().from(payouts).where(eq(payouts.id, row.payoutId));
    if (!payout?.providerTransferId) throw new Error(`payout ${row.payoutId} has no transfer to reverse`);
    const reversal = await deps.payments.reverseTransfer({
      transferId: payout.providerTransferId,
      amount: row.amount,
      idempotencyKey: row.idempotencyKey,
    });
    await deps.db
      .update(payoutReversals)
      .set({ status: 'succeeded', providerReversalId: reversal.id, lastError: null, updatedAt: deps.clock.now() })
      .where(and(eq(payoutReversals.id, row.id), eq(payoutReversals.status, 'pending')));
  },
});
