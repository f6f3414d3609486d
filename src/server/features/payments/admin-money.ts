import { and, desc, eq, sql } from 'drizzle-orm';
import { splitAdminRefund } from '@/shared/domain/payouts';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { FailedMoney } from '@/shared/schemas/payouts';
import type { AppDeps } from '@/server/app-deps';
import { writeAudit } from '@/server/audit/audit';
import { payments, payouts, refunds, rentals } from '@/server/db/tables';
import type { OutboxLog } from '@/server/effects/outbox';
import { withEffects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import { payoutOfRental } from './earnings';
import { adminRefundOf, refundableParts } from './refunds';

/**
 * POST /api/admin/rentals/{id}/refund (issue 24 §5): an admin's goodwill or dispute refund of a paid rental, at most
 * what is left to refund (409 REFUND_TOO_LARGE names it). Split over the owner's share first, then the fee, then the
 * deposit still held (shared/domain/payouts.ts splitAdminRefund); the owner's part comes off the payout, or reverses
 * its transfer once sent. The refund, its effects and the audit entry are one unit of work; sent after the commit.
 */
export async function adminRefund(
  deps: AppDeps,
  adminId: number,
  rentalId: number,
  body: { amount: number; reason: string },
  log: OutboxLog,
) {
  const now = deps.clock.now();
  const amount = toGrosze(body.amount);
  const refundId = await withEffects(
    deps,
    async (tx, fx) => {
      const [rental] = await tx.select().from(rentals).where(eq(rentals.id, rentalId)).for('update');
      if (!rental) throw new AppError('NOT_FOUND');
      const [payment] = await tx.select().from(payments).where(eq(payments.rentalId, rentalId)).for('update');
      if (!payment || payment.status !== 'succeeded') throw new AppError('RENTAL_NOT_PAID');
      const left = await refundableParts(tx, payment, rental);
      const total = left.owner + left.fee + left.deposit;
      if (amount > total) throw new AppError('REFUND_TOO_LARGE', undefined, { left: fromGrosze(total) });
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), eq(refunds.reason, 'admin')));
      const id = await adminRefundOf(tx, fx, payment, rental, splitAdminRefund(amount, left), now, n + 1, adminId);
      await writeAudit(
        tx,
        {
          actorId: adminId,
          action: 'rental.refunded',
          subjectType: 'rental',
          subjectId: rentalId,
          details: { amount: fromGrosze(amount), reason: body.reason, refundId: id },
        },
        now,
      );
      return id;
    },
    log,
  );
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId));
  const payout = await payoutOfRental(deps.db, rentalId);
  return {
    refundId,
    amount: fromGrosze(refund.amount),
    status: refund.status as 'pending' | 'processing' | 'succeeded' | 'failed',
    payout: payout ? { id: payout.id, amount: fromGrosze(payout.amount), status: payout.status as 'reversed' } : null,
  };
}

/** GET /api/admin/payments/failed: payouts and refunds given up, newest first, for the admin to look at and retry. */
export async function failedMoney(deps: Pick<AppDeps, 'db'>): Promise<FailedMoney> {
  const failedPayouts = await deps.db
    .select()
    .from(payouts)
    .where(eq(payouts.status, 'failed'))
    .orderBy(desc(payouts.updatedAt))
    .limit(100);
  const failedRefunds = await deps.db
    .select({ refund: refunds, rentalId: payments.rentalId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(refunds.status, 'failed'))
    .orderBy(desc(refunds.updatedAt))
    .limit(100);
  return {
    payouts: failedPayouts.map((p) => ({
      id: p.id,
      rentalId: p.rentalId,
      ownerId: p.ownerId,
      amount: fromGrosze(p.amount),
      attempts: p.attempts,
      lastError: p.lastError,
      updatedAt: p.updatedAt.toISOString(),
    })),
    refunds: failedRefunds.map(({ refund: r, rentalId }) => ({
      id: r.id,
      rentalId,
      amount: fromGrosze(r.amount),
      reason: r.reason,
      attempts: r.attempts,
      lastError: r.lastError,
      updatedAt: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * An admin sends a given-up payout or refund again: back to waiting with a fresh backoff, tried at once after the
 * commit, audited. Only a failed row (409 otherwise).
 */
export async function retryMoney(
  deps: AppDeps,
  adminId: number,
  kind: 'payout' | 'refund',
  id: number,
  log: OutboxLog,
) {
  const now = deps.clock.now();
  await withEffects(
    deps,
    async (tx, fx) => {
      const table = kind === 'payout' ? payouts : refunds;
      const [row] = await tx.select({ status: table.status }).from(table).where(eq(table.id, id)).for('update');
      if (!row) throw new AppError('NOT_FOUND');
      if (row.status !== 'failed') throw new AppError('CONFLICT');
      await tx
        .update(table)
        .set({ status: kind === 'payout' ? 'due' : 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now })
        .where(eq(table.id, id));
      await writeAudit(
        tx,
        { actorId: adminId, action: `${kind}.retried`, subjectType: kind, subjectId: id, details: {} },
        now,
      );
      fx.send(kind === 'payout' ? 'payouts' : 'refunds', [id]);
    },
    log,
  );
  const table = kind === 'payout' ? payouts : refunds;
  const [after] = await deps.db.select({ id: table.id, status: table.status }).from(table).where(eq(table.id, id));
  return after;
}
