import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { CancellationTerms } from '@/shared/constants/listing';
import type { RentalActor } from '@/shared/domain/rental-status';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { cancellationRefund } from '@/shared/domain/refunds';
import { PaymentProviderError, type PaymentProvider } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { payments, refunds, rentals } from '@/server/db/tables';
import { createOutbox, type OutboxDeps } from '@/server/effects/outbox';
import type { RentalRecord } from '@/server/effects/rental-process';
import { withEffects, type UnitOfWorkDeps } from '@/server/effects/unit-of-work';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { setRentalPaymentStatus } from './payment-state';
import { paymentOfRental, refundedOf, type PaymentRow, type RefundRow } from './queries';

/** After this many failed tries at the provider a refund stays `failed`, with its last error, for the admin. */
export const MAX_REFUND_ATTEMPTS = 8;

/** What sending a refund needs: the provider, and the unit of work for the notice it writes. */
export type RefundDeps = OutboxDeps & UnitOfWorkDeps & Pick<AppDeps, 'config' | 'payments'>;
type CancelledRental = {
  id: number;
  startDate: string;
  /** The rental's own copy of the terms, fixed when it was requested (issue 19 §5). */
  cancellationTerms: CancellationTerms;
  subtotal: string;
  bookingFee: string;
  damageDeposit: string;
  paymentStatus: string;
};

/**
 * A pending refund in `tx`; null when there is nothing to give back or it exists already. `kind` names the one refund
 * of its kind a rental may have (its idempotency key, also the provider's): a cancellation's, or the deposit's.
 */
async function insertRefund(
  tx: DbOrTx,
  payment: PaymentRow,
  amount: number,
  reason: string,
  now: Date,
  kind: 'cancel' | 'deposit' = 'cancel',
) {
  if (amount <= 0) return null;
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amount: Math.min(amount, payment.amount),
      reason,
      idempotencyKey: `refund:${payment.rentalId}:${kind}`,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  return row?.id ?? null;
}

/**
 * The `refund` effect of a cancellation (rental-status.ts), in the cancelling transaction: for each paid rental the
 * refund the rental's own cancellation terms (copied from the item at the request, issue 19 §5: the owner editing the
 * listing later cannot cut it) give at `now` (shared/domain/refunds.ts) becomes a pending `refunds` row, sent
 * to the provider after the commit (the unit of work, `fx.send('refunds', ids)`) or by the refunds job. Returns the
 * rows' ids.
 */
export async function writeCancellationRefunds(
  tx: DbOrTx,
  cancelled: readonly CancelledRental[],
  actor: RentalActor,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of cancelled) {
    if (r.paymentStatus !== 'paid') continue;
    const payment = await paymentOfRental(tx, r.id);
    if (!payment || payment.status !== 'succeeded') continue;
    const amounts = cancellationRefund({
      subtotal: toGrosze(r.subtotal),
      fee: toGrosze(r.bookingFee),
      deposit: toGrosze(r.damageDeposit),
      terms: r.cancellationTerms,
      startDate: r.startDate,
      cancelledBy: actor,
      now,
      paid: true,
    });
    const id = await insertRefund(tx, payment, amounts.refund, `${actor}_cancelled`, now);
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Money that arrived for a rental cancelled (or declined) before it was paid goes back whole. */
export function writeUnpaidRentalRefund(tx: DbOrTx, payment: PaymentRow, now: Date) {
  return insertRefund(tx, payment, payment.amount, 'paid_after_cancel', now);
}

/**
 * The provider took the refund: the row succeeds, the rental's paymentStatus follows what has come back in all
 * (refunded when everything, else partially_refunded; through payment-state.ts), the renter is told, in one unit of
 * work.
 */
async function markIssued(deps: RefundDeps, row: RefundRow, providerRefundId: string): Promise<void> {
  const now = deps.clock.now();
  await withEffects(deps, async (tx, fx) => {
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, lastError: null, updatedAt: now })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning();
    if (!updated) return;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
    const refunded = await refundedOf(tx, payment.id);
    const rental = await setRentalPaymentStatus(tx, {
      rentalId: payment.rentalId,
      to: refunded >= payment.amount ? 'refunded' : 'partially_refunded',
      now,
    });
    const notices = await writeRentalNotices(tx, deps.config, [
      {
        type: 'refund_issued',
        recipientId: rental.renterId,
        rentalId: rental.id,
        dedupeKey: `refund:${row.id}`,
        extra: { amount: fromGrosze(row.amount) },
      },
    ]);
    fx.send('deliveries', notices);
  });
}

function refundAt(provider: PaymentProvider, payment: PaymentRow, row: RefundRow) {
  // The row's idempotency key goes to the provider: a retry after a lost answer never refunds twice.
  return provider.refund({
    intentId: payment.providerIntentId,
    amount: row.amount,
    idempotencyKey: row.idempotencyKey,
    reason: row.reason,
  });
}

/**
 * Refunds: sent after the commit that wrote them, retried with backoff (2^(n-1) minutes, as e-mails), given up after
 * MAX_REFUND_ATTEMPTS tries or at once when the provider refuses for good; a failed one stays for the admin.
 */
export const refundOutbox = createOutbox({
  name: 'refund',
  table: refunds,
  maxAttempts: MAX_REFUND_ATTEMPTS,
  backoff: { baseMs: 60_000 },
  batch: 20,
  isFinal: (err) => err instanceof PaymentProviderError && !err.retryable,
  onFailure: (now) => ({ updatedAt: now }),
  async send(deps: RefundDeps, row) {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, row.paymentId));
    const result = await refundAt(deps.payments, payment, row);
    if (result.status === 'failed') throw new PaymentProviderError('the provider refused the refund', 'other', false);
    // A pending refund is the provider's to finish: it has the money's way back, counted as issued.
    await markIssued(deps, row, result.id);
  },
});

/**
 * Why a completed rental's deposit must stay with the platform for now, or null to release it. The damage-report
 * flow (issue 25) answers here: a report filed within the release window will hold the deposit until it is settled.
 * Nothing holds a deposit yet.
 */
export function depositHoldReason(rental: { id: number; ownerId: number; renterId: number }): string | null {
  void rental;
  return null;
}

/**
 * The rentals whose deposit is due back and not released yet: paid, a deposit taken, no deposit refund written
 * (RENTAL_SCHEDULED_EFFECTS.releaseDeposit adds the status and the time since completion).
 */
export const depositNotReleased = and(
  eq(rentals.paymentStatus, 'paid'),
  sql`${rentals.damageDeposit} > 0`,
  sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.idempotencyKey} = 'refund:' || ${rentals.id} || ':deposit')`,
) as SQL;

/**
 * The depositHold release effect: each rental's deposit, unless held (depositHoldReason), becomes a pending refund
 * (one per rental: its idempotency key). Returns the rows' ids.
 */
export async function releaseDeposits(tx: DbOrTx, due: readonly RentalRecord[], now: Date): Promise<number[]> {
  const ids: number[] = [];
  for (const rental of due) {
    if (rental.paymentStatus !== 'paid' || depositHoldReason(rental) !== null) continue;
    const payment = await paymentOfRental(tx, rental.id);
    if (!payment || payment.status !== 'succeeded') continue;
    const id = await insertRefund(tx, payment, toGrosze(rental.damageDeposit), 'deposit_release', now, 'deposit');
    if (id !== null) ids.push(id);
  }
  return ids;
}
