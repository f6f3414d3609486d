import { and, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { CancellationTerms } from '@/shared/constants/listing';
import type { RentalActor } from '@/shared/domain/rental-status';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import { cancellationRefund } from '@/shared/domain/refunds';
import { PaymentProviderError, type PaymentProvider } from '@/server/adapters/payments/provider';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { payments, refunds, rentals } from '@/server/db/tables';
import { createOutbox, type OutboxDeps, type OutboxLog } from '@/server/effects/outbox';
import type { RentalRecord } from '@/server/effects/rental-process';
import { withEffects, type Effects, type UnitOfWorkDeps } from '@/server/effects/unit-of-work';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { setRentalPaymentStatus } from './payment-state';
import { splitAdminRefund, type RefundParts } from '@/shared/domain/payouts';
import { claimedDeposit, depositHeldByReport, reportHolds } from './deposit-claims';
import { applyRefundToPayout, refreshUpcomingPayout } from './payouts';
import { paymentOfRental, refundedOf, type PaymentRow, type RefundRow } from './queries';

/** After this many failed tries at the provider a refund stays `failed`, with its last error, for the admin. */
export const MAX_REFUND_ATTEMPTS = 8;

/** What sending a refund needs: the provider, and the unit of work for the notice it writes. */
export type RefundDeps = OutboxDeps & UnitOfWorkDeps & Pick<AppDeps, 'config' | 'payments'>;
type CancelledRental = {
  id: number;
  startDate: string;
  subtotal: string;
  bookingFee: string;
  damageDeposit: string;
  /** The rental's own copy of the terms, fixed when it was requested (issue 19 §5). */
  cancellationTerms: CancellationTerms;
  paymentStatus: string;
};

/** The rental columns a refund's parts and the owner's payout need. */
type RentalMoney = { id: number; subtotal: string; bookingFee: string; damageDeposit: string };

/**
 * A pending refund in `tx`, announced on `fx` (sent once the transaction commits); null when there is nothing to give
 * back or it exists already. `key` names the one refund of its kind a rental may have (its idempotency key, also the
 * provider's): a cancellation's, the deposit's, an admin's n-th. `parts` say where the money comes from: the owner's
 * part of it comes off the owner's payout (not sent yet: a smaller payout; sent: a reversal of the transfer).
 */
async function insertRefund(
  tx: DbOrTx,
  fx: Effects,
  payment: PaymentRow,
  rental: RentalMoney,
  parts: RefundParts,
  reason: string,
  now: Date,
  key: string,
  opts: { createdBy?: number; status?: 'pending' | 'succeeded' } = {},
): Promise<number | null> {
  const amount = parts.ownerPart + parts.feePart + parts.depositPart;
  if (amount <= 0) return null;
  if (amount > payment.amount) throw new Error(`refund of ${amount} exceeds payment ${payment.id}`);
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amount,
      ...parts,
      reason,
      idempotencyKey: `refund:${payment.rentalId}:${key}`,
      nextAttemptAt: now,
      createdBy: opts.createdBy ?? null,
      status: opts.status ?? 'pending',
    })
    .onConflictDoNothing({ target: refunds.idempotencyKey })
    .returning({ id: refunds.id });
  if (!row) return null;
  // Money already back with the renter (a chargeback) is not sent: only recorded.
  if ((opts.status ?? 'pending') === 'pending') fx.send('refunds', [row.id]);
  await applyRefundToPayout(tx, fx, rental, row.id, parts.ownerPart, now);
  return row.id;
}

/**
 * A chargeback (the renter's bank took `dispute.amount` back: charge.dispute.funds_withdrawn), in the event's
 * transaction: recorded as a refund already succeeded, split like an admin's refund (the owner's share first) and
 * capped by what is left, so that the owner's payout is cut, or its transfer reversed, and the rental reconciles. One
 * per dispute (its idempotency key); a replayed event changes nothing.
 */
export async function writeChargeback(
  tx: DbOrTx,
  fx: Effects,
  payment: PaymentRow,
  dispute: { id: string; amount: number },
  now: Date,
): Promise<void> {
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, payment.rentalId)).for('update');
  const left = await refundableParts(tx, payment, rental);
  const amount = Math.min(dispute.amount, left.owner + left.fee + left.deposit);
  if (amount <= 0) return;
  const parts = splitAdminRefund(amount, left);
  const key = `dispute:${dispute.id}`;
  const id = await insertRefund(tx, fx, payment, rental, parts, 'chargeback', now, key, { status: 'succeeded' });
  if (id === null) return;
  const refunded = await refundedOf(tx, payment.id);
  await setRentalPaymentStatus(tx, {
    rentalId: rental.id,
    to: refunded >= payment.amount ? 'refunded' : 'partially_refunded',
    now,
  });
}

/** An admin's `n`-th refund of a rental (admin-money.ts), split into its parts, in the admin's transaction. */
export async function adminRefundOf(
  tx: DbOrTx,
  fx: Effects,
  payment: PaymentRow,
  rental: RentalMoney,
  parts: RefundParts,
  now: Date,
  n: number,
  adminId: number,
): Promise<number> {
  const id = await insertRefund(tx, fx, payment, rental, parts, 'admin', now, `admin:${n}`, { createdBy: adminId });
  if (id === null) throw new Error('an admin refund of nothing');
  return id;
}

/**
 * What is left of a payment's parts to refund: the owner's share, the fee, the deposit (refunds given up not counted;
 * the deposit's part claimed by a settled damage report is the owner's).
 */
export async function refundableParts(
  tx: DbOrTx,
  payment: PaymentRow,
  rental: RentalMoney,
): Promise<{ owner: number; fee: number; deposit: number }> {
  const [done] = await tx
    .select({
      owner: sql<number>`coalesce(sum(${refunds.ownerPart}), 0)::int`,
      fee: sql<number>`coalesce(sum(${refunds.feePart}), 0)::int`,
      deposit: sql<number>`coalesce(sum(${refunds.depositPart}), 0)::int`,
    })
    .from(refunds)
    .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')));
  return {
    owner: Math.max(0, toGrosze(rental.subtotal) - done.owner),
    fee: Math.max(0, toGrosze(rental.bookingFee) - done.fee),
    // Less what a settled damage report gave the owner (issue 25).
    deposit: Math.max(0, toGrosze(rental.damageDeposit) - done.deposit - (await claimedDeposit(tx, rental.id))),
  };
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
  fx: Effects,
  cancelled: readonly CancelledRental[],
  actor: RentalActor,
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const r of cancelled) {
    if (r.paymentStatus !== 'paid' && r.paymentStatus !== 'partially_refunded') continue;
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
    // Never more than is left of each part (an admin may have refunded some before).
    const left = await refundableParts(tx, payment, r);
    const parts = {
      ownerPart: Math.min(amounts.rentalPart, left.owner),
      feePart: Math.min(amounts.fee, left.fee),
      depositPart: Math.min(amounts.deposit, left.deposit),
    };
    const id = await insertRefund(tx, fx, payment, r, parts, `${actor}_cancelled`, now, 'cancel');
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** Money that arrived for a rental cancelled (or declined) before it was paid goes back whole. */
export async function writeUnpaidRentalRefund(tx: DbOrTx, fx: Effects, payment: PaymentRow, now: Date) {
  const [rental] = await tx.select().from(rentals).where(eq(rentals.id, payment.rentalId));
  const parts = {
    ownerPart: toGrosze(rental.subtotal),
    feePart: toGrosze(rental.bookingFee),
    depositPart: toGrosze(rental.damageDeposit),
  };
  // A payment of another amount than the rental's parts (never made by the checkout) still goes back whole.
  const whole = parts.ownerPart + parts.feePart + parts.depositPart === payment.amount;
  const back = whole ? parts : { ownerPart: payment.amount, feePart: 0, depositPart: 0 };
  return insertRefund(tx, fx, payment, rental, back, 'paid_after_cancel', now, 'cancel');
}

/**
 * The provider has given the money back (at once, or a refund that was processing ended well): the row succeeds, the rental's paymentStatus follows what has come back in all
 * (refunded when everything, else partially_refunded; through payment-state.ts), the renter is told, in one unit of
 * work.
 */
async function markIssued(deps: RefundDeps, row: RefundRow, providerRefundId: string): Promise<void> {
  const now = deps.clock.now();
  await withEffects(deps, async (tx, fx) => {
    const [updated] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, lastError: null, updatedAt: now })
      .where(and(eq(refunds.id, row.id), inArray(refunds.status, ['pending', 'processing'])))
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
  // The row's idempotency key goes to the provider: a retry after a lost answer never refunds twice. A refund the
  // provider reported failed is a new refund there: each retry of it has a key of its own.
  return provider.refund({
    intentId: payment.providerIntentId,
    amount: row.amount,
    idempotencyKey: row.providerRetries > 0 ? `${row.idempotencyKey}:retry${row.providerRetries}` : row.idempotencyKey,
    reason: row.reason,
  });
}

/** A refund the provider said failed: tried again with a new key (the outbox's backoff and limit apply). */
class RefundReportedFailed extends PaymentProviderError {
  constructor() {
    super('the provider reported the refund failed', 'other', true);
  }
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
    if (result.status === 'failed') {
      await deps.db
        .update(refunds)
        .set({ providerRetries: sql`${refunds.providerRetries} + 1`, providerRefundId: result.id })
        .where(eq(refunds.id, row.id));
      throw new RefundReportedFailed();
    }
    // Pending at the provider: not issued until it says so (refund.updated, or the refunds job asking).
    if (result.status === 'pending') {
      await deps.db
        .update(refunds)
        .set({ status: 'processing', providerRefundId: result.id, lastError: null, updatedAt: deps.clock.now() })
        .where(and(eq(refunds.id, row.id), eq(refunds.status, 'pending')));
      return;
    }
    await markIssued(deps, row, result.id);
  },
});

/** A processing refund not heard of for this long is asked about by the refunds job (a webhook may be lost). */
export const REFUND_FOLLOW_UP_MS = 10 * 60_000;

/**
 * Follows a processing refund to its end (its provider's refund.updated event, or the refunds job): succeeded, it is
 * issued; failed, it goes back to the outbox to be tried again with a new key, and after MAX_REFUND_ATTEMPTS it stays
 * failed for the admin, not counted as issued; still pending, nothing changes.
 */
export async function followRefund(deps: RefundDeps, row: RefundRow): Promise<void> {
  if (row.status !== 'processing' || !row.providerRefundId) return;
  const refund = await deps.payments.retrieveRefund(row.providerRefundId);
  const now = deps.clock.now();
  if (refund.status === 'succeeded') return markIssued(deps, row, refund.id);
  if (refund.status === 'pending') {
    await deps.db.update(refunds).set({ updatedAt: now }).where(eq(refunds.id, row.id));
    return;
  }
  const givenUp = row.attempts >= MAX_REFUND_ATTEMPTS;
  await deps.db
    .update(refunds)
    .set({
      status: givenUp ? 'failed' : 'pending',
      providerRetries: sql`${refunds.providerRetries} + 1`,
      lastError: 'the provider reported the refund failed',
      nextAttemptAt: new Date(now.getTime() + 60_000 * 2 ** Math.max(0, row.attempts - 1)),
      updatedAt: now,
    })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, 'processing')));
}

/** The refund of a provider's refund id (its events name it). */
export async function refundByProviderId(db: DbOrTx, providerRefundId: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
  return row ?? null;
}

/** Processing refunds not heard of for REFUND_FOLLOW_UP_MS: the refunds job asks the provider about each. */
export async function followStaleRefunds(deps: RefundDeps, now: Date, log: OutboxLog): Promise<void> {
  const stale = await deps.db
    .select()
    .from(refunds)
    .where(and(eq(refunds.status, 'processing'), lte(refunds.updatedAt, new Date(now.getTime() - REFUND_FOLLOW_UP_MS))))
    .limit(50);
  for (const row of stale) {
    await followRefund(deps, row).catch((err: unknown) =>
      log.error({ err, refundId: row.id }, 'refund: follow-up failed'),
    );
  }
}

/**
 * The rentals whose deposit is due back and not released yet: paid, a deposit taken, no deposit refund written
 * (RENTAL_SCHEDULED_EFFECTS.releaseDeposit adds the status and the time since completion).
 */
export const depositNotReleased = and(
  // Paid; an admin's partial refund (issue 24) leaves the rest of the deposit due back too.
  inArray(rentals.paymentStatus, ['paid', 'partially_refunded']),
  sql`${rentals.damageDeposit} > 0`,
  sql`NOT EXISTS (SELECT 1 FROM ${refunds} WHERE ${refunds.idempotencyKey} = 'refund:' || ${rentals.id} || ':deposit')`,
  // A damage report holds it (issue 25): the settlement gives it out, a withdrawal lets it go.
  sql`NOT ${depositHeldByReport}`,
) as SQL;

/**
 * The depositHold release effect: each rental's deposit, unless a damage report holds it, becomes a pending refund
 * (one per rental: its idempotency key). Returns the rows' ids.
 */
export async function releaseDeposits(
  tx: DbOrTx,
  fx: Effects,
  due: readonly RentalRecord[],
  now: Date,
): Promise<number[]> {
  const ids: number[] = [];
  for (const rental of due) {
    if (!['paid', 'partially_refunded'].includes(rental.paymentStatus)) continue;
    // Asked again under the rental's lock: a report filed since the step chose its rows holds the deposit.
    if ((await reportHolds(tx, rental.id)).deposit) continue;
    const payment = await paymentOfRental(tx, rental.id);
    if (!payment || payment.status !== 'succeeded') continue;
    // What is left of it: an admin's refund may have given part of it back already.
    const { deposit } = await refundableParts(tx, payment, rental);
    const parts = { ownerPart: 0, feePart: 0, depositPart: deposit };
    const id = await insertRefund(tx, fx, payment, rental, parts, 'deposit_release', now, 'deposit');
    if (id !== null) ids.push(id);
  }
  return ids;
}

/** A damage settlement's split of the deposit still with the platform (grosze). */
export interface DepositSplit {
  /** What the platform held of the deposit when it settled. */
  held: number;
  toOwner: number;
  toRenter: number;
}

/**
 * The money of a settled damage report (issue 25 §2), in the settling transaction: of the deposit still with the
 * platform, `agreed` grosze (at most all of it) become the owner's and go out with their payout; the rest goes back
 * to the renter as the deposit's one refund (its idempotency key, so the scheduled release never sends it again),
 * sent after the commit like every refund. `record` writes the report's settlement in between (the payout's new
 * amount counts the claim it records). Returns the split.
 */
export async function settleDamageDeposit(
  tx: DbOrTx,
  fx: Effects,
  rental: RentalRecord,
  agreed: number,
  now: Date,
  record: (split: DepositSplit) => Promise<void>,
): Promise<DepositSplit> {
  const payment = await paymentOfRental(tx, rental.id);
  const held = payment?.status === 'succeeded' ? (await refundableParts(tx, payment, rental)).deposit : 0;
  const split = { held, toOwner: Math.min(Math.max(0, agreed), held), toRenter: 0 };
  split.toRenter = held - split.toOwner;
  if (payment && split.toRenter > 0) {
    const parts = { ownerPart: 0, feePart: 0, depositPart: split.toRenter };
    await insertRefund(tx, fx, payment, rental, parts, 'damage_settlement', now, 'deposit');
  }
  await record(split);
  await refreshUpcomingPayout(tx, rental, now);
  return split;
}

/** The deposit still with the platform for a rental (grosze), and whether its release was already written. */
export async function depositWithPlatform(
  tx: DbOrTx,
  rental: RentalRecord,
): Promise<{ held: number; released: boolean }> {
  const payment = await paymentOfRental(tx, rental.id);
  if (!payment || payment.status !== 'succeeded') return { held: 0, released: false };
  const [release] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.idempotencyKey, `refund:${rental.id}:deposit`));
  return { held: (await refundableParts(tx, payment, rental)).deposit, released: release !== undefined };
}
