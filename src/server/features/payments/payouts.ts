import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { ownerShare, PAYOUT_RELEASE_HOURS, TRANSFERRED_PAYOUT_STATUSES } from '@/shared/domain/payouts';
import { fromGrosze, toGrosze } from '@/shared/domain/pricing';
import type { DbOrTx } from '@/server/db/client';
import { payments, payoutAccounts, payoutReversals, payouts, refunds, rentals } from '@/server/db/tables';
import type { RentalRecord } from '@/server/effects/rental-process';
import type { Effects } from '@/server/effects/unit-of-work';
import type { Config } from '@/server/config';
import { writeRentalNotices } from '@/server/features/notifications/public';
import { claimedDeposit, payoutHeldByReport, reportHolds } from './deposit-claims';

export type PayoutRow = typeof payouts.$inferSelect;

/**
 * The owner's parts of a rental's refunds that stand (written, on their way or issued; a refund given up did not give
 * anything back). Grosze.
 */
export async function refundedOwnerParts(tx: DbOrTx, rentalId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.ownerPart}), 0)::int` })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(payments.rentalId, rentalId), ne(refunds.status, 'failed')));
  return row.sum;
}

/**
 * The owner's share of a rental now (shared/domain/payouts.ts ownerShare): its price less the refunded owner parts,
 * plus the part of the deposit a settled damage report gave them (issue 25).
 */
export async function shareOf(tx: DbOrTx, rental: { id: number; subtotal: string }): Promise<number> {
  return (
    ownerShare(toGrosze(rental.subtotal), await refundedOwnerParts(tx, rental.id)) +
    (await claimedDeposit(tx, rental.id))
  );
}

/** A payout not sent yet takes the share as it is now (after a damage settlement); a sent one is left alone. */
export async function refreshUpcomingPayout(
  tx: DbOrTx,
  rental: { id: number; subtotal: string },
  now: Date,
): Promise<PayoutRow | null> {
  const payout = await lockPayout(tx, rental.id);
  if (!payout) return null;
  if (payout.status !== 'upcoming') return payout;
  const [row] = await tx
    .update(payouts)
    .set({ amount: await shareOf(tx, rental), updatedAt: now })
    .where(eq(payouts.id, payout.id))
    .returning();
  return row;
}

/**
 * A paid rental's payout comes into being, upcoming, when its payment arrives (the process's paymentArrived): the
 * owner sees it coming. One per rental (the unique index): a second call changes nothing.
 */
export async function writeUpcomingPayout(tx: DbOrTx, rental: RentalRecord, now: Date): Promise<void> {
  await tx
    .insert(payouts)
    .values({
      rentalId: rental.id,
      ownerId: rental.ownerId,
      amount: await shareOf(tx, rental),
      status: 'upcoming',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: payouts.rentalId });
}

async function lockPayout(tx: DbOrTx, rentalId: number): Promise<PayoutRow | null> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.rentalId, rentalId)).for('update');
  return row ?? null;
}

/**
 * A refund of `refundId` just took `ownerPart` grosze of a rental's price back to the renter, in its transaction: a
 * payout not sent yet is what is left of the share; a payout already transferred is reversed by that part (one
 * reversal per refund, sent by its outbox after the commit) and becomes `reversed`, its amount what stays with the
 * owner.
 */
export async function applyRefundToPayout(
  tx: DbOrTx,
  fx: Effects,
  rental: { id: number; subtotal: string },
  refundId: number,
  ownerPart: number,
  now: Date,
): Promise<void> {
  if (ownerPart <= 0) return;
  const payout = await lockPayout(tx, rental.id);
  if (!payout) return;
  if (!(TRANSFERRED_PAYOUT_STATUSES as readonly string[]).includes(payout.status)) {
    await tx
      .update(payouts)
      .set({ amount: await shareOf(tx, rental), updatedAt: now })
      .where(eq(payouts.id, payout.id));
    return;
  }
  const amount = Math.min(ownerPart, payout.amount);
  if (amount <= 0) return;
  const [reversal] = await tx
    .insert(payoutReversals)
    .values({
      payoutId: payout.id,
      refundId,
      amount,
      idempotencyKey: `reversal:refund:${refundId}`,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: payoutReversals.idempotencyKey })
    .returning({ id: payoutReversals.id });
  if (!reversal) return;
  await tx
    .update(payouts)
    .set({ amount: payout.amount - amount, status: 'reversed', updatedAt: now })
    .where(eq(payouts.id, payout.id));
  fx.send('payoutReversals', [reversal.id]);
}

/** Whether the owner's payout account can receive transfers. */
export async function hasActiveAccount(tx: DbOrTx, ownerId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: payoutAccounts.id })
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, ownerId), eq(payoutAccounts.status, 'active')));
  return row !== undefined;
}

/**
 * The payout effect `askSetup` (accept): each owner without an active payout account is asked once to set it up
 * (payout_setup_needed with its e-mail; the dedupe key keeps it to one per owner). Rentals can be accepted and paid
 * before: the payout waits for the account.
 */
export async function askPayoutSetup(
  tx: DbOrTx,
  fx: Effects,
  config: Config,
  moved: readonly RentalRecord[],
): Promise<void> {
  const notices = [];
  for (const r of moved) {
    if (await hasActiveAccount(tx, r.ownerId)) continue;
    notices.push({
      type: 'payout_setup_needed' as const,
      recipientId: r.ownerId,
      rentalId: r.id,
      dedupeKey: `payout_setup:${r.ownerId}`,
    });
  }
  fx.send('deliveries', await writeRentalNotices(tx, config, notices));
}

/**
 * The payout effect `schedule` (complete, cancel): a paid rental's payout gets its release time (the move's time plus
 * PAYOUT_RELEASE_HOURS, the scheduled step's own rule, shown to the owner) and the share left after the move's refund.
 * A cancelled rental that leaves the owner nothing has no payout. A rental never paid has none to schedule.
 */
export async function schedulePayouts(tx: DbOrTx, moved: readonly RentalRecord[], now: Date): Promise<void> {
  for (const r of moved) {
    const payout = await lockPayout(tx, r.id);
    if (!payout || payout.status !== 'upcoming') continue;
    const amount = await shareOf(tx, r);
    if (amount === 0 && r.status === 'cancelled') {
      await tx.delete(payouts).where(eq(payouts.id, payout.id));
      continue;
    }
    await tx
      .update(payouts)
      .set({ amount, dueAt: new Date(now.getTime() + PAYOUT_RELEASE_HOURS * 3_600_000), updatedAt: now })
      .where(eq(payouts.id, payout.id));
  }
}

/**
 * The rentals whose payout is upcoming and not held by an open damage report (issue 25; the scheduled steps
 * releasePayout and releaseCancelledPayout add the status and the time since the move).
 */
export const payoutNotReleased = sql`EXISTS (SELECT 1 FROM ${payouts} WHERE ${payouts.rentalId} = ${rentals.id} AND ${payouts.status} = 'upcoming') AND NOT ${payoutHeldByReport}`;

/**
 * The payout effect `release`: each rental's upcoming payout, unless an open damage report holds it, becomes due with the
 * share as it is now and is sent after the commit (the payouts outbox: at once when the owner's account is active,
 * otherwise as soon as it becomes active). A share of nothing is no payout.
 */
export async function releasePayouts(tx: DbOrTx, fx: Effects, due: readonly RentalRecord[], now: Date): Promise<void> {
  const ids: number[] = [];
  for (const r of due) {
    // Asked again under the rental's lock: a report filed since the step chose its rows holds the payout.
    if ((await reportHolds(tx, r.id)).payout) continue;
    const payout = await lockPayout(tx, r.id);
    if (!payout || payout.status !== 'upcoming') continue;
    const amount = await shareOf(tx, r);
    if (amount === 0) {
      await tx.delete(payouts).where(eq(payouts.id, payout.id));
      continue;
    }
    await tx
      .update(payouts)
      .set({ amount, status: 'due', dueAt: payout.dueAt ?? now, nextAttemptAt: now, attempts: 0, updatedAt: now })
      .where(eq(payouts.id, payout.id));
    ids.push(payout.id);
  }
  fx.send('payouts', ids);
}

/** The owner's due payouts never tried, to send once their account has become active. */
export async function duePayoutsOf(tx: DbOrTx, ownerId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.ownerId, ownerId), eq(payouts.status, 'due')));
  return rows.map((r) => r.id);
}

/** The notices of a payout to its owner: sent (the amount) or failed (what to do), once each. */
export async function writePayoutNotice(
  tx: DbOrTx,
  config: Config,
  payout: PayoutRow,
  type: 'payout_sent' | 'payout_failed',
): Promise<number[]> {
  return writeRentalNotices(tx, config, [
    {
      type,
      recipientId: payout.ownerId,
      rentalId: payout.rentalId,
      // Sent once; a failure again after an admin's retry is news again.
      dedupeKey: type === 'payout_sent' ? `payout_sent:${payout.id}` : `payout_failed:${payout.id}:${payout.attempts}`,
      extra: { amount: fromGrosze(payout.amount) },
    },
  ]);
}

/** Payouts by id (for the outboxes' sends). */
export async function payoutsByIds(tx: DbOrTx, ids: readonly number[]): Promise<PayoutRow[]> {
  return ids.length === 0
    ? []
    : tx
        .select()
        .from(payouts)
        .where(inArray(payouts.id, [...ids]));
}
