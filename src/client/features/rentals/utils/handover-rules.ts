import { MAX_HANDOVER_PHOTOS, withinReportWindow, type HandoverMoment } from '@/shared/domain/damage';
import type { HandoverRecord } from '@/shared/schemas/damage';
import type { RentalView } from '@/shared/schemas/rentals';

export type RentalParty = 'owner' | 'renter';

type RentalState = Pick<RentalView, 'status' | 'paymentStatus' | 'depositStatus' | 'history'>;

/** When the rental was completed (its history's step), null before. */
export function completedAt(rental: Pick<RentalView, 'history'>): Date | null {
  const step = rental.history.findLast((s) => s.status === 'completed');
  return step ? new Date(step.at) : null;
}

/**
 * Whether photos of `moment` may be added now, as far as the page can tell (the server has the final say): pickup
 * photos once the rental is confirmed and paid, until it ends; return photos while it is active and after it is
 * completed until the deposit is released.
 */
export function handoverOpen(rental: RentalState, moment: HandoverMoment, now: Date = new Date()): boolean {
  const paid = rental.paymentStatus === 'paid' || rental.paymentStatus === 'partially_refunded';
  if (moment === 'pickup') return rental.status === 'active' || (rental.status === 'confirmed' && paid);
  if (rental.status === 'active') return true;
  if (rental.status !== 'completed' || rental.depositStatus !== 'held') return false;
  const done = completedAt(rental);
  return done !== null && withinReportWindow(done, now);
}

/** The records of one moment by one party, oldest first (as the server lists them). */
export const recordsOf = (records: readonly HandoverRecord[], moment: HandoverMoment, by: RentalParty) =>
  records.filter((r) => r.moment === moment && r.by === by);

/** How many more photos `by` may add at `moment`: MAX_HANDOVER_PHOTOS in total over all their records. */
export function handoverPhotosLeft(
  records: readonly HandoverRecord[],
  moment: HandoverMoment,
  by: RentalParty,
): number {
  const used = recordsOf(records, moment, by).reduce((n, r) => n + r.photoUrls.length, 0);
  return Math.max(0, MAX_HANDOVER_PHOTOS - used);
}
