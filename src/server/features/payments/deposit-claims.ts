import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { damageReports, rentals } from '@/server/db/tables';

/**
 * The deposit's part claimed by the owner through a settled damage report (issue 25: accepted by the renter or
 * decided by an administrator), grosze. It is no longer the renter's to get back and goes to the owner with the
 * payout.
 */
export async function claimedDeposit(tx: DbOrTx, rentalId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${damageReports.settledAmount}), 0)::int` })
    .from(damageReports)
    .where(and(eq(damageReports.rentalId, rentalId), inArray(damageReports.status, ['accepted', 'resolved'])));
  return row.sum;
}

/**
 * Whether a damage report holds the rental's deposit from its scheduled release: an open one (reported, disputed)
 * until it is settled, and a settled one for good (the settlement gave the deposit out itself). A withdrawn report
 * holds nothing.
 */
export const depositHeldByReport = sql`EXISTS (SELECT 1 FROM ${damageReports} WHERE ${damageReports.rentalId} = ${rentals.id} AND ${damageReports.status} <> 'withdrawn')`;

/** Whether an open damage report (reported, disputed) holds the owner's payout until it is settled. */
export const payoutHeldByReport = sql`EXISTS (SELECT 1 FROM ${damageReports} WHERE ${damageReports.rentalId} = ${rentals.id} AND ${damageReports.status} IN ('reported', 'disputed'))`;

/** The same two questions for one rental, read afresh under the rental's lock (the release handlers ask them). */
export async function reportHolds(tx: DbOrTx, rentalId: number): Promise<{ deposit: boolean; payout: boolean }> {
  const rows = await tx
    .select({ status: damageReports.status })
    .from(damageReports)
    .where(eq(damageReports.rentalId, rentalId));
  return {
    deposit: rows.some((r) => r.status !== 'withdrawn'),
    payout: rows.some((r) => r.status === 'reported' || r.status === 'disputed'),
  };
}
