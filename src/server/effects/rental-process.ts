import type { SQL } from 'drizzle-orm';
import type {
  RentalAction,
  RentalActor,
  RentalEffectKind,
  RentalEffectOf,
  RentalScheduledEffect,
  RentalStatusReason,
} from '@/shared/domain/rental-status';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import type { payments, rentals } from '@/server/db/tables';
import type { Effects } from './unit-of-work';

export type RentalRecord = typeof rentals.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;

/** One move of the booking process on a selection of rentals (server/process/rental-process.ts). */
export interface RentalMove {
  action: RentalAction;
  actor: RentalActor;
  /** The rentals to move: those of this selection whose status `actor` may make `action` from. */
  where: SQL;
  now: Date;
  /** Why the system moved them (expired, overlap_accepted, item_deleted, unpaid); null for a party's own move. */
  reason?: RentalStatusReason | null;
  /**
   * Skip rows another transaction holds instead of waiting for them (the schedule: it never blocks a user's move and
   * picks a skipped row up next minute). Otherwise the rows are locked, waiting if need be.
   */
  skipLocked?: boolean;
}

/**
 * The booking process as the features see it, through their dependencies (docs/decisions/0056): built by the process
 * layer above the features from the table (shared/domain/rental-status.ts) and one handler per effect kind, so no
 * feature imports another to finish a move. Every method runs in the caller's transaction and puts what must be sent
 * after the commit on `fx`.
 */
export interface RentalProcess {
  /** Moves every rental of the selection `actor` may move by `action`, with the declared effects; the moved rows. */
  move(tx: DbOrTx, fx: Effects, move: RentalMove): Promise<RentalRecord[]>;
  /**
   * A booking request comes into being (pending, by its renter), with its effects: those of RENTAL_REQUEST, or none
   * for one the system accepts at once (reason instant: the acceptance that follows tells both parties).
   */
  request(
    tx: DbOrTx,
    fx: Effects,
    values: Omit<typeof rentals.$inferInsert, 'status' | 'id'>,
    reason?: RentalStatusReason | null,
  ): Promise<RentalRecord>;
  /**
   * A rental's payment has just succeeded (the caller has locked both and recorded the payment): a rental no longer
   * payable gets its money back in full; one paid on or after its start date starts now.
   */
  paymentArrived(
    tx: DbOrTx,
    fx: Effects,
    paid: { rental: RentalRecord; payment: PaymentRecord; now: Date },
  ): Promise<void>;
  /** The scheduled step `step` (RENTAL_SCHEDULED_EFFECTS) for the rentals due at `now`; their ids. */
  runScheduled(tx: DbOrTx, fx: Effects, step: RentalScheduledEffect, now: Date): Promise<number[]>;
}

/** What an effect's handler gets: the moved rows, who moved them, when, the transaction, its effects and the process. */
export interface EffectContext {
  tx: DbOrTx;
  fx: Effects;
  config: Config;
  moved: readonly RentalRecord[];
  actor: RentalActor;
  now: Date;
  process: RentalProcess;
}

/** The handler of one kind of effect, given by the feature that owns it. */
export type EffectHandler<K extends RentalEffectKind> = (
  effect: RentalEffectOf<K>,
  ctx: EffectContext,
) => Promise<void>;

/** One handler for every kind: a kind without one is a type error. */
export type EffectHandlers = { [K in RentalEffectKind]: EffectHandler<K> };
