import { eq } from 'drizzle-orm';
import { todayIso } from '@/shared/domain/dates';
import { canTransition, RENTAL_TRANSITIONS } from '@/shared/domain/rental-status';
import type { AppDeps } from '@/server/app-deps';
import { rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import type { UserRow } from '@/server/features/auth/public';
import { withEffects } from '@/server/effects/unit-of-work';
import type { NoticeLog } from '@/server/features/notifications/public';
import { findRentalViewFor, firstBlockingOverlap, lockItem, lockRental, type RentalViewRow } from './queries';
import { checkedHandoverTimes } from './handover-times';
import { isOverlapViolation } from './overlap';
import { rentalParty } from './party';
import { displayDate } from './service';

/** The moves a participant makes through the API (start, and the system's own moves, are the scheduler's). */
export type UserMove = 'accept' | 'decline' | 'cancel' | 'complete';

type MoveDeps = Pick<AppDeps, 'db' | 'clock' | 'process' | 'outboxes'>;

const refused = (status: string) => new AppError('INVALID_TRANSITION', undefined, { status });

/**
 * One move of the booking process by the rental's owner or renter, in one transaction under the rental's row lock
 * (the status is read and changed under it, so two moves of one rental never both pass). Anyone else gets 404, a
 * participant whose role never makes this move 403, a move the current status does not allow 409 INVALID_TRANSITION.
 * Accepting also locks the item first, so accepts of one item take turns, and declines the overlapping pending
 * requests (effects of the process table, applied by transition.ts); the exclusion constraint still has the last word
 * (BOOKING_CONFLICT). Everything the move causes is written in its transaction and sent once it commits (a unit of
 * work: notices' e-mails, refunds, intents' cancellations).
 */
export async function moveRental(
  deps: MoveDeps,
  user: UserRow,
  rentalId: number,
  action: UserMove,
  opts: { now?: Date; log?: NoticeLog; times?: { pickupTime?: string; returnTime?: string } } = {},
): Promise<RentalViewRow> {
  const { db } = deps;
  const now = opts.now ?? deps.clock.now();
  const { rental: peek, role: actor } = await rentalParty(db, rentalId, user, { roles: RENTAL_TRANSITIONS[action].by });

  try {
    await withEffects(
      deps,
      async (tx, fx) => {
        const item = action === 'accept' ? await lockItem(tx, peek.itemId) : null;
        if (action === 'accept' && (!item || item.deletedAt)) throw refused('pending');
        const rental = await lockRental(tx, rentalId);
        if (!rental) throw new AppError('NOT_FOUND');
        if (!canTransition(rental.status, action, actor)) throw refused(rental.status);
        // The owner accepts with the agreed handover times (issue 26 §3): they replace the proposal, checked by the
        // rule of the rental's flexibility, before the acceptance's notices name them.
        const agreed = opts.times;
        if (item && agreed && (agreed.pickupTime !== undefined || agreed.returnTime !== undefined)) {
          const times = checkedHandoverTimes(
            { ...item, flexibility: rental.flexibility },
            {
              startDate: rental.startDate,
              endDate: rental.endDate,
              pickupTime: agreed.pickupTime ?? rental.pickupTime,
              returnTime: agreed.returnTime ?? rental.returnTime,
            },
          );
          await tx.update(rentals).set(times).where(eq(rentals.id, rentalId));
        }
        // The owner confirms the return from the end date on (docs/decisions/0013).
        if (action === 'complete' && todayIso(now) < rental.endDate) throw refused(rental.status);
        await deps.process.move(tx, fx, { action, actor, where: eq(rentals.id, rentalId), now });
      },
      opts.log,
    );
  } catch (e) {
    if (!isOverlapViolation(e)) throw e;
    const booked = await firstBlockingOverlap(db, peek.itemId, peek.startDate, peek.endDate);
    const range = booked ?? peek;
    throw new AppError('BOOKING_CONFLICT', undefined, {
      startDate: displayDate(range.startDate),
      endDate: displayDate(range.endDate),
    });
  }
  const view = await findRentalViewFor(db, rentalId, user.id);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}
