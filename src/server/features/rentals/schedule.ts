import { and, eq, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import { addDays, todayIso } from '@/shared/domain/dates';
import { COMPLETE_AFTER_DAYS, PENDING_EXPIRY_HOURS, type RentalAction } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import type { JobDeps } from '@/server/jobs/types';
import { rentals } from '@/server/db/tables';
import { withEffects } from '@/server/effects/unit-of-work';
import {
  unsentNotices,
  writeRentalNotices,
  type NoticeLog,
  type RentalNotice,
} from '@/server/features/notifications/public';

type ScheduleDeps = JobDeps;

export interface RentalScheduleResult {
  /** Pending requests declined unanswered (reason expired). */
  expired: number[];
  /** Confirmed rentals that became active. */
  started: number[];
  /** Active rentals completed by the system. */
  completed: number[];
  /** The notices sent (expiry and the reminders of tomorrow's starts). */
  notices: RentalNotice[];
}

/**
 * The system's move `action` for every rental matching `where`, through the process (deps.process) in its own unit
 * of work with its effects (sent once it commits). Rows another transaction holds (an owner accepting or a renter cancelling right now)
 * are skipped, not waited for: the scheduler never blocks a user's move nor deadlocks with it, and picks them up next
 * minute if they still qualify. The status is checked again on the locked row, so two runs at once move each rental
 * once.
 */
async function moveAll(
  deps: ScheduleDeps,
  action: RentalAction,
  where: SQL,
  now: Date,
  reason: 'expired' | null = null,
  log?: NoticeLog,
) {
  return withEffects(
    deps,
    (tx, fx) => deps.process.move(tx, fx, { action, actor: 'system', where, now, reason, skipLocked: true }),
    log,
  );
}

/** The reminders of rentals starting tomorrow, to renter and owner, that were not sent yet. */
async function dueReminders(db: DbOrTx, tomorrow: string): Promise<RentalNotice[]> {
  const starting = await db
    .select({ id: rentals.id, renterId: rentals.renterId, ownerId: rentals.ownerId })
    .from(rentals)
    .where(and(eq(rentals.status, 'confirmed'), eq(rentals.startDate, tomorrow)));
  const candidates = starting.flatMap((r) =>
    [r.renterId, r.ownerId].map((userId): RentalNotice => ({
      type: 'rental_starting',
      recipientId: userId,
      rentalId: r.id,
      dedupeKey: `starting:${r.id}:${userId}`,
    })),
  );
  return unsentNotices(db, candidates);
}

/**
 * The booking process's moves by the clock (docs/decisions/0013), each set-based and idempotent, run every minute
 * by the job queue: `now` is passed in so tests control the clock; "today" is the date in Poland.
 * - a pending request expires (declined, reason expired) PENDING_EXPIRY_HOURS after it was made or at the end of its
 *   start day in Poland, whichever is first; its renter is told (rental_expired). The end of the start day, not its
 *   beginning: a request made for today leaves its owner the rest of the day to answer;
 * - a confirmed, paid rental becomes active on its start date (an unpaid one when paid, features/payments);
 * - an active rental is completed by the system COMPLETE_AFTER_DAYS days after its end date unless its owner
 *   confirmed the return before;
 * - renter and owner of a confirmed rental starting tomorrow get one reminder each (rental_starting).
 */
export async function runRentalSchedule(deps: ScheduleDeps, now: Date, log?: NoticeLog): Promise<RentalScheduleResult> {
  const { db } = deps;
  const today = todayIso(now);
  const expiredBefore = new Date(now.getTime() - PENDING_EXPIRY_HOURS * 3_600_000);

  const expired = await moveAll(
    deps,
    'decline',
    // The start day has ended once Poland's today is past it.
    or(lte(rentals.createdAt, expiredBefore), lt(rentals.startDate, today)) as SQL,
    now,
    'expired',
    log,
  );
  // Only a paid rental starts (issue 12); an unpaid one waits for its payment or its payment deadline. An admin's
  // goodwill refund of part of it (issue 24) does not stop it.
  const started = await moveAll(
    deps,
    'start',
    and(lte(rentals.startDate, today), inArray(rentals.paymentStatus, ['paid', 'partially_refunded'])) as SQL,
    now,
    null,
    log,
  );
  // today > endDate + COMPLETE_AFTER_DAYS
  const completed = await moveAll(
    deps,
    'complete',
    lt(rentals.endDate, addDays(today, -COMPLETE_AFTER_DAYS)),
    now,
    null,
    log,
  );
  const reminders = await dueReminders(db, addDays(today, 1));
  await withEffects(
    deps,
    async (tx, fx) => fx.send('deliveries', await writeRentalNotices(tx, deps.config, reminders)),
    log,
  );

  // The expiry notices were written by the decline's effects (reason expired: rental_expired to the renter).
  const notices: RentalNotice[] = [
    ...expired.map((r): RentalNotice => ({ type: 'rental_expired', recipientId: r.renterId, rentalId: r.id })),
    ...reminders,
  ];
  return { expired: ids(expired), started: ids(started), completed: ids(completed), notices };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
