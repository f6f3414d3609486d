import { and, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CancellationTerms } from '@/shared/constants/listing';
import type { RentalActor } from '@/shared/domain/rental-status';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { cancellationRefund } from '@/shared/domain/refunds';
import { PaymentProviderError, type PaymentProvider } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { payments, refunds, rentals } from '@/server/db/tables';
import { deliverNow } from '@/server/jobs/deliveries';
import type { JobLog } from '@/server/jobs/types';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { claimDue } from '@/server/lib/retry-rows';
import { setRentalPaymentStatus } from './payment-state';
import { paymentOfRental, refundedOf, type PaymentRow, type RefundRow } from './queries';

/** After this many failed tries at the provider a refund stays `failed`, with its last error, for the admin. */
export const MAX_REFUND_ATTEMPTS = 8;
/** The wait after the n-th failed try is 2^(n-1) minutes, as for e-mails (jobs/deliveries.ts). */
const DRAIN_BATCH = 20;

type RefundDeps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'payments'>;
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

const consoleLog: JobLog = { error: (obj, msg) => console.error(`[refunds] ${msg}`, obj) };

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
 * to the provider after the commit (attemptRefunds) or by the refunds job. Returns the rows' ids.
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

/** Due pending rows, claimed with their attempt counted and the next one moved a backoff away (lib/retry-rows.ts). */
const claim = (db: DbOrTx, due: SQL, now: Date) => claimDue(db, refunds, due, now, DRAIN_BATCH);

/**
 * The provider took the refund: the row succeeds, the rental's paymentStatus follows what has come back in all
 * (refunded when everything, else partially_refunded; through payment-state.ts), the renter is told, in one
 * transaction.
 */
async function markIssued(deps: RefundDeps, row: RefundRow, providerRefundId: string): Promise<number[]> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, lastError: null, updatedAt: new Date() })
      .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')))
      .returning();
    if (!updated) return [];
    const [payment] = await tx.select().from(payments).where(eq(payments.id, row.paymentId));
    const refunded = await refundedOf(tx, payment.id);
    const rental = await setRentalPaymentStatus(tx, {
      rentalId: payment.rentalId,
      to: refunded >= payment.amount ? 'refunded' : 'partially_refunded',
      now: new Date(),
    });
    return writeRentalNotices(tx, deps.config, [
      {
        type: 'refund_issued',
        recipientId: rental.renterId,
        rentalId: rental.id,
        dedupeKey: `refund:${row.id}`,
        extra: { amount: fromGrosze(row.amount) },
      },
    ]);
  });
}

async function send(deps: RefundDeps, rows: RefundRow[], log: JobLog) {
  for (const row of rows) {
    try {
      const [payment] = await deps.db.select().from(payments).where(eq(payments.id, row.paymentId));
      const result = await refundAt(deps.payments, payment, row);
      if (result.status === 'failed') throw new PaymentProviderError('the provider refused the refund', 'other', false);
      // A pending refund is the provider's to finish: it has the money's way back, counted as issued.
      const ids = await markIssued(deps, row, result.id);
      await deliverNow(deps, ids, log);
    } catch (err) {
      const givenUp = row.attempts >= MAX_REFUND_ATTEMPTS || (err instanceof PaymentProviderError && !err.retryable);
      await deps.db
        .update(refunds)
        .set({
          status: givenUp ? 'failed' : 'pending',
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
          updatedAt: new Date(),
        })
        .where(eq(refunds.id, row.id));
      log.error(
        { err, refundId: row.id, attempt: row.attempts },
        givenUp ? 'refund failed for good' : 'refund failed, will retry',
      );
    }
  }
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

/** The refunds a request just committed, tried at once; never throws (what fails stays pending for the job). */
export async function attemptRefunds(deps: RefundDeps, ids: readonly number[], log: JobLog = consoleLog) {
  if (ids.length === 0) return;
  try {
    const rows = await claim(deps.db, and(inArray(refunds.id, [...ids]), eq(refunds.attempts, 0)) as SQL, new Date());
    await send(deps, rows, log);
  } catch (err) {
    log.error({ err }, 'refunds not attempted; the refunds job will');
  }
}

/** Every due pending refund (left by a crash, a provider outage), batch by batch. */
export async function drainRefunds(deps: RefundDeps, now: Date, log: JobLog = consoleLog): Promise<void> {
  for (;;) {
    const rows = await claim(deps.db, lte(refunds.nextAttemptAt, now), now);
    if (rows.length === 0) return;
    await send(deps, rows, log);
  }
}

/** Hours after a rental's completion its damage deposit goes back to the renter (issue 12 §1). */
export const DEPOSIT_RELEASE_HOURS = 48;

/**
 * Why a completed rental's deposit must stay with the platform for now, or null to release it. The damage-report
 * flow (a later issue) answers here: a report filed within the release window will hold the deposit until it is
 * settled. Nothing holds a deposit yet.
 */
export function depositHoldReason(rental: { id: number; ownerId: number; renterId: number }): string | null {
  void rental;
  return null;
}

/**
 * The deposits of rentals completed DEPOSIT_RELEASE_HOURS ago or more, paid and not held (depositHoldReason), become
 * pending refunds (one per rental: its idempotency key), each in its own small transaction. Returns their ids.
 */
export async function releaseDueDeposits(db: DbOrTx, now: Date): Promise<number[]> {
  const due = await db
    .select({ rental: rentals, payment: payments })
    .from(rentals)
    .innerJoin(payments, eq(payments.rentalId, rentals.id))
    .leftJoin(refunds, eq(refunds.idempotencyKey, sql`'refund:' || ${rentals.id} || ':deposit'`))
    .where(
      and(
        eq(rentals.status, 'completed'),
        eq(rentals.paymentStatus, 'paid'),
        eq(payments.status, 'succeeded'),
        sql`${rentals.damageDeposit} > 0`,
        lte(rentals.statusChangedAt, new Date(now.getTime() - DEPOSIT_RELEASE_HOURS * 3_600_000)),
        sql`${refunds.id} IS NULL`,
      ),
    )
    .limit(100);
  const ids: number[] = [];
  for (const { rental, payment } of due) {
    if (depositHoldReason(rental) !== null) continue;
    const id = await insertRefund(db, payment, toGrosze(rental.damageDeposit), 'deposit_release', now, 'deposit');
    if (id !== null) ids.push(id);
  }
  return ids;
}
