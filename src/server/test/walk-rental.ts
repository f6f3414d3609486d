import { eq } from 'drizzle-orm';
import type { RentalAction, RentalActor, RentalStatus } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { rentals } from '@/server/db/tables';
import type { RentalProcess, RentalRecord } from '@/server/effects/rental-process';
import { withEffects, type UnitOfWorkDeps } from '@/server/effects/unit-of-work';
import { writeMove } from '@/server/features/rentals/public';

/** The moves, in order, that bring a new (pending) request to each status, as the process table allows them. */
export const WALKS: Record<RentalStatus, readonly { action: RentalAction; actor: RentalActor }[]> = {
  pending: [],
  confirmed: [{ action: 'accept', actor: 'owner' }],
  declined: [{ action: 'decline', actor: 'owner' }],
  cancelled: [{ action: 'cancel', actor: 'renter' }],
  active: [
    { action: 'accept', actor: 'owner' },
    { action: 'start', actor: 'system' },
  ],
  completed: [
    { action: 'accept', actor: 'owner' },
    { action: 'start', actor: 'system' },
    { action: 'complete', actor: 'owner' },
  ],
};

/**
 * Walks a pending rental to `status` through the door (issue 21 §6): each move of WALKS by the process, with its
 * declared effects (notices, e-mails, declined overlapping requests), one unit of work per move, at `now`.
 */
export async function walkRentalTo(
  deps: UnitOfWorkDeps & { process: RentalProcess },
  rentalId: number,
  status: RentalStatus,
  now = new Date(),
): Promise<RentalRecord> {
  for (const { action, actor } of WALKS[status]) {
    const moved = await withEffects(deps, (tx, fx) =>
      deps.process.move(tx, fx, { action, actor, now, where: eq(rentals.id, rentalId) }),
    );
    if (moved.length !== 1) throw new Error(`rental ${rentalId} could not make the move ${action} towards ${status}`);
  }
  const [rental] = await deps.db.select().from(rentals).where(eq(rentals.id, rentalId));
  return rental;
}

/**
 * The same moves by rentals' one writer of statuses alone, without their effects: a fixture's rental in a given
 * state, with its history, and no notices or e-mails (tests that count those start from silence).
 */
export async function walkQuietlyTo(tx: DbOrTx, rentalId: number, status: RentalStatus, now = new Date()) {
  for (const { action, actor } of WALKS[status]) {
    await writeMove(tx, { action, actor, now, where: eq(rentals.id, rentalId) });
  }
}
