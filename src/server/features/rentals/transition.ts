import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  effectsOf,
  fromStatuses,
  RENTAL_REQUEST,
  RENTAL_TRANSITIONS,
  type RentalAction,
  type RentalActor,
  type RentalEffect,
  type RentalStatusReason,
} from '@/shared/domain/rental-status';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { rentalEvents, rentals } from '@/server/db/tables';
import { writeRentalNotices, type RentalNotice } from '@/server/features/notifications/public';
import { writeCancellationRefunds, writeIntentCancellations } from '@/server/features/payments/public';
import type { RentalRow } from './queries';

export interface Transition {
  action: RentalAction;
  actor: RentalActor;
  /** The rentals to move: those of this selection whose status `actor` may make `action` from. */
  where: SQL;
  now: Date;
  /** Why the system moved them (expired, overlap_accepted, item_deleted); null for a participant's own move. */
  reason?: RentalStatusReason | null;
  /**
   * Skip rows another transaction holds instead of waiting for them (the schedule: it never blocks a user's move and
   * picks a skipped row up next minute). Otherwise the rows are locked, waiting if need be.
   */
  skipLocked?: boolean;
}

export interface TransitionResult {
  /** The rentals moved, as they are now. */
  moved: RentalRow[];
  /** The e-mails the effects enqueued, to attempt with deliverNow once the transaction has committed. */
  deliveries: number[];
  /** The refunds the effects wrote, to attempt with attemptRefunds once committed (else the refunds job sends them). */
  refunds: number[];
  /**
   * The payment intents' cancellations the effects wrote, to attempt with attemptIntentCancellations once committed
   * (else the refunds job sends them).
   */
  intentCancellations: number[];
}

/** Who a notify effect reaches on one rental; `other` is the actor's counterpart (both parties for system or admin). */
function recipientsOf(r: RentalRow, to: 'owner' | 'renter' | 'other', actor: RentalActor): number[] {
  if (to === 'owner') return [r.ownerId];
  if (to === 'renter') return [r.renterId];
  if (actor === 'owner') return [r.renterId];
  if (actor === 'renter') return [r.ownerId];
  return [r.renterId, r.ownerId];
}

/**
 * The declared effects of a move on the rows it moved, in their order, in the same transaction: notices (with their
 * e-mails enqueued, docs/decisions/0024), further moves, refunds and intent cancellations (pending rows, decisions
 * 0030 and 0042). charge, payout and depositHold are declared in the table but skipped here (see RentalEffect).
 */
async function applyEffects(
  tx: DbOrTx,
  config: Config,
  moved: RentalRow[],
  effects: readonly RentalEffect[],
  actor: RentalActor,
  now: Date,
): Promise<Omit<TransitionResult, 'moved'>> {
  const deliveries: number[] = [];
  const refunds: number[] = [];
  const intentCancellations: number[] = [];
  for (const effect of effects) {
    if ('notify' in effect) {
      const notices = moved.flatMap((r) =>
        recipientsOf(r, effect.notify, actor).map((recipientId): RentalNotice => ({
          type: effect.type,
          recipientId,
          rentalId: r.id,
        })),
      );
      deliveries.push(...(await writeRentalNotices(tx, config, notices)));
    } else if ('declineOverlapping' in effect) {
      for (const r of moved) {
        const declined = await transitionRentals(tx, config, {
          action: 'decline',
          actor: 'system',
          reason: 'overlap_accepted',
          now,
          where: and(
            eq(rentals.itemId, r.itemId),
            ne(rentals.id, r.id),
            sql`${rentals.period} && daterange(${r.startDate}::date, ${r.endDate}::date, '[]')`,
          ) as SQL,
        });
        deliveries.push(...declined.deliveries);
        refunds.push(...declined.refunds);
        intentCancellations.push(...declined.intentCancellations);
      }
    } else if ('refund' in effect) {
      refunds.push(...(await writeCancellationRefunds(tx, moved, actor, now)));
    } else if ('cancelIntent' in effect) {
      intentCancellations.push(...(await writeIntentCancellations(tx, moved, now)));
    }
    // charge, payout, depositHold: not applied here (the checkout, the payments' job; payouts do not exist yet).
  }
  return { deliveries, refunds, intentCancellations };
}

/**
 * The one door through which every rental status changes (user moves, the schedule, a listing's or an account's
 * deletion, the payment deadline and the provider's webhook): moves every row of the selection that `actor` may move by `action`, as one
 * statement under row locks, then applies the effects the process table declares (RENTAL_TRANSITIONS), all in the
 * caller's transaction. The status is checked again on the locked rows, so two callers at once move each rental once.
 * Rules about a single rental (404/403/409, the return date) are the caller's: see moves.ts.
 */
export async function transitionRentals(tx: DbOrTx, config: Config, t: Transition): Promise<TransitionResult> {
  const from = fromStatuses(t.action, t.actor);
  if (from.length === 0) throw new Error(`${t.actor} never makes the move ${t.action}`);
  const inFrom = inArray(rentals.status, [...from]);
  const due = tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(inFrom, t.where))
    .for('update', t.skipLocked ? { skipLocked: true } : undefined);
  const reason = t.reason ?? null;
  const moved = await tx
    .update(rentals)
    .set({
      status: RENTAL_TRANSITIONS[t.action].to,
      statusChangedAt: t.now,
      statusChangedBy: t.actor,
      statusReason: reason,
      updatedAt: t.now,
    })
    .where(and(inArray(rentals.id, due), inFrom))
    .returning();
  if (moved.length === 0) return { moved, deliveries: [], refunds: [], intentCancellations: [] };
  await recordHistory(
    tx,
    moved.map((r) => ({ rentalId: r.id, step: r.status, at: t.now, by: t.actor, reason })),
  );
  return { moved, ...(await applyEffects(tx, config, moved, effectsOf(t.action, reason), t.actor, t.now)) };
}

/** Steps of rentals' histories (GET /api/rentals/{id} `history`), in the transaction of the change they record. */
export async function recordHistory(tx: DbOrTx, steps: (typeof rentalEvents.$inferInsert)[]): Promise<void> {
  if (steps.length > 0) await tx.insert(rentalEvents).values(steps);
}

/** A booking request comes into being (RENTAL_REQUEST: from none to pending, by its renter), with its effects. */
export async function insertRequest(
  tx: DbOrTx,
  config: Config,
  values: Omit<typeof rentals.$inferInsert, 'status' | 'id'>,
): Promise<{ rental: RentalRow; deliveries: number[] }> {
  const [rental] = await tx
    .insert(rentals)
    .values({ ...values, status: RENTAL_REQUEST.to })
    .returning();
  await recordHistory(tx, [{ rentalId: rental.id, step: rental.status, at: rental.createdAt, by: 'renter' }]);
  const { deliveries } = await applyEffects(tx, config, [rental], RENTAL_REQUEST.effects, 'renter', rental.createdAt);
  return { rental, deliveries };
}
