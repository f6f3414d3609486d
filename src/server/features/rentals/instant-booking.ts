import { eq, sql } from 'drizzle-orm';
import { displayDateOf } from '@/shared/domain/dates';
import type { DbOrTx } from '@/server/db/client';
import { rentals } from '@/server/db/tables';
import type { RentalProcess } from '@/server/effects/rental-process';
import type { Effects } from '@/server/effects/unit-of-work';
import { AppError } from '@/server/lib/errors';
import { approvedIdentitySql } from '@/server/features/kyc/public';
import { isOverlapViolation } from './overlap';
import type { RentalRow } from './queries';

/**
 * Whether a request for `item` by this renter is booked at once (issue 26 §2): the listing takes instant bookings,
 * and if only from verified renters, the renter has an approved identity check on record (the identity badge's one
 * meaning, docs/decisions/0047). Anyone else's request stays a request for the owner to decide.
 */
export async function booksInstantly(
  db: DbOrTx,
  item: { instantBooking: boolean; instantBookingVerifiedOnly: boolean },
  renterId: number,
): Promise<boolean> {
  if (!item.instantBooking) return false;
  if (!item.instantBookingVerifiedOnly) return true;
  const result = await db.execute<{ verified: boolean }>(sql`select ${approvedIdentitySql(renterId)} as verified`);
  return result.rows[0]?.verified === true;
}

/**
 * The system accepts the request just made, for the owner (the process's accept, reason instant), in the caller's
 * transaction: the history's step, the overlapping requests declined, the renter told to pay (the deadline counts
 * from now, as from an owner's acceptance), the owner told of the booking. The caller holds the item's row lock, so
 * instant bookings of one item take turns and the second sees the first among the checks; should another booking of
 * the days commit anyway, the exclusion constraint refuses this one (BOOKING_CONFLICT) and nothing is kept.
 */
export async function confirmInstantly(
  tx: DbOrTx,
  fx: Effects,
  process: RentalProcess,
  request: RentalRow,
  now: Date,
): Promise<RentalRow> {
  let moved: RentalRow[];
  try {
    moved = await process.move(tx, fx, {
      action: 'accept',
      actor: 'system',
      reason: 'instant',
      now,
      where: eq(rentals.id, request.id),
    });
  } catch (e) {
    if (!isOverlapViolation(e)) throw e;
    throw new AppError('BOOKING_CONFLICT', undefined, {
      startDate: displayDateOf(request.startDate),
      endDate: displayDateOf(request.endDate),
    });
  }
  if (moved.length !== 1) throw new Error(`the instant booking of rental ${request.id} was not confirmed`);
  return moved[0];
}
