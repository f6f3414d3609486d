import { and, inArray } from 'drizzle-orm';
import { fromStatuses, RENTAL_REQUEST, RENTAL_TRANSITIONS } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { rentalEvents, rentals } from '@/server/db/tables';
import type { RentalMove } from '@/server/effects/rental-process';
import type { RentalRow } from './queries';

/**
 * The one writer of a rental's status (every move goes through the process layer, server/process/, which calls this
 * and then applies the move's declared effects): moves every row of the selection that `actor` may move by `action`,
 * as one statement under row locks, and records the step in the rentals' histories, in the caller's transaction. The
 * status is checked again on the locked rows, so two callers at once move each rental once. Rules about a single
 * rental (404/403/409, the return date) are the caller's: see moves.ts.
 */
export async function writeMove(tx: DbOrTx, t: RentalMove): Promise<RentalRow[]> {
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
  await recordHistory(
    tx,
    moved.map((r) => ({ rentalId: r.id, step: r.status, at: t.now, by: t.actor, reason })),
  );
  return moved;
}

/** Steps of rentals' histories (GET /api/rentals/{id} `history`), in the transaction of the change they record. */
export async function recordHistory(tx: DbOrTx, steps: (typeof rentalEvents.$inferInsert)[]): Promise<void> {
  if (steps.length > 0) await tx.insert(rentalEvents).values(steps);
}

/** A booking request's row (RENTAL_REQUEST: from none to pending, by its renter) with its first history step. */
export async function insertRequest(
  tx: DbOrTx,
  values: Omit<typeof rentals.$inferInsert, 'status' | 'id'>,
): Promise<RentalRow> {
  const [rental] = await tx
    .insert(rentals)
    .values({ ...values, status: RENTAL_REQUEST.to })
    .returning();
  await recordHistory(tx, [{ rentalId: rental.id, step: rental.status, at: rental.createdAt, by: 'renter' }]);
  return rental;
}

/**
 * Rentals whose history happened elsewhere (the demo data, seed/): inserted with the statuses they reached, by this
 * writer like every other status. Their history steps are the caller's (it knows when each happened).
 */
export async function insertPastRentals(tx: DbOrTx, rows: (typeof rentals.$inferInsert)[]): Promise<RentalRow[]> {
  return rows.length === 0 ? [] : tx.insert(rentals).values(rows).returning();
}
