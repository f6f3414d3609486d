import { and, eq, lte, type SQL } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import {
  effectKind,
  effectsOf,
  RENTAL_SCHEDULED_EFFECTS,
  requestEffects,
  type RentalActor,
  type RentalEffect,
  type RentalEffectKind,
} from '@/shared/domain/rental-status';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { rentals } from '@/server/db/tables';
import type { EffectHandler, EffectHandlers, RentalProcess, RentalRecord } from '@/server/effects/rental-process';
import type { Effects } from '@/server/effects/unit-of-work';
import {
  depositNotReleased,
  payoutNotReleased,
  writeUnpaidRentalRefund,
  writeUpcomingPayout,
} from '@/server/features/payments/public';
import { insertRequest, writeMove } from '@/server/features/rentals/public';

/** Rows one run of a scheduled step takes at most (the next minute takes the rest). */
const SCHEDULED_BATCH = 100;

/** What each scheduled step selects besides its status and its time (RENTAL_SCHEDULED_EFFECTS). */
const SCHEDULED_DUE: Record<keyof typeof RENTAL_SCHEDULED_EFFECTS, SQL> = {
  releaseDeposit: depositNotReleased,
  releasePayout: payoutNotReleased,
  releaseCancelledPayout: payoutNotReleased,
};

/**
 * The rental process (docs/decisions/0056), built from the table (shared/domain/rental-status.ts) and one handler per
 * kind of effect, given by the features that own them: rentals notify and decline overlapping requests; payments
 * charge, refund, cancel intents, pay out and hold deposits. The status itself is written by rentals' one writer
 * (features/rentals/transition.ts); this layer sits above the features, so none of them imports another to finish a
 * move: they reach it through their dependencies (`deps.process`).
 */
export function createRentalProcess(config: Config, handlers: EffectHandlers): RentalProcess {
  async function apply(
    tx: DbOrTx,
    fx: Effects,
    moved: readonly RentalRecord[],
    effects: readonly RentalEffect[],
    actor: RentalActor,
    now: Date,
  ): Promise<void> {
    // In their declared order: an accept declines the overlapping requests first (decision 0028, no deadlock).
    for (const effect of effects) {
      const kind = effectKind(effect);
      const handler = handlers[kind] as EffectHandler<RentalEffectKind>;
      await handler(effect as never, { tx, fx, config, moved, actor, now, process });
    }
  }

  const process: RentalProcess = {
    async move(tx, fx, move) {
      const moved = await writeMove(tx, move);
      if (moved.length > 0)
        await apply(tx, fx, moved, effectsOf(move.action, move.reason ?? null), move.actor, move.now);
      return moved;
    },

    async request(tx, fx, values, reason = null) {
      const rental = await insertRequest(tx, values);
      await apply(tx, fx, [rental], requestEffects(reason), 'renter', rental.createdAt);
      return rental;
    },

    async paymentArrived(tx, fx, { rental, payment, now }) {
      // Money for a rental cancelled or declined before it was paid goes back whole.
      if (rental.status === 'cancelled' || rental.status === 'declined') {
        await writeUnpaidRentalRefund(tx, fx, payment, now);
      } else {
        // The owner's share is on its way: an upcoming payout, released after the return (issue 24).
        await writeUpcomingPayout(tx, rental, now);
      }
      // Paid on or after its start date: it starts now rather than at the schedule's next run.
      if (rental.status === 'confirmed' && rental.startDate <= todayIso(now)) {
        await process.move(tx, fx, { action: 'start', actor: 'system', now, where: eq(rentals.id, rental.id) });
      }
    },

    async runScheduled(tx, fx, step, now) {
      const { status, afterHours, effects } = RENTAL_SCHEDULED_EFFECTS[step];
      const due = await tx
        .select()
        .from(rentals)
        .where(
          and(
            eq(rentals.status, status),
            lte(rentals.statusChangedAt, new Date(now.getTime() - afterHours * 3_600_000)),
            SCHEDULED_DUE[step],
          ),
        )
        .orderBy(rentals.id)
        .limit(SCHEDULED_BATCH)
        .for('update', { skipLocked: true });
      if (due.length > 0) await apply(tx, fx, due, effects, 'system', now);
      return due.map((r) => r.id);
    },
  };
  return process;
}
