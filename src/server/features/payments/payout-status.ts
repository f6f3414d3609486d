import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { payouts } from '@/server/db/tables';

/** The status of a rental's payout (upcoming, due, sent, paid, failed, reversed), or null when it has none. */
export async function payoutOfRentalStatus(tx: DbOrTx, rentalId: number): Promise<string | null> {
  const [row] = await tx.select({ status: payouts.status }).from(payouts).where(eq(payouts.rentalId, rentalId));
  return row?.status ?? null;
}
