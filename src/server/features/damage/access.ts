import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { damageReports, rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { rentalParty } from '@/server/features/rentals/public';

export type RentalRow = typeof rentals.$inferSelect;
export type DamageReportRow = typeof damageReports.$inferSelect;
/** Who looks at a rental's handover and damage: one of its two parties, or an administrator who is neither. */
export type Viewer = 'owner' | 'renter' | 'admin';

interface SessionUser {
  id: number;
  role: string;
}

/**
 * The rental as `user` may see its handover and damage: its two parties and administrators. Anyone else gets 404 (a
 * stranger cannot tell it exists), like rentals' own guard. `lock` reads it under its row lock, in the caller's
 * transaction: every writer of a rental's handover, damage and money takes the rental's lock first.
 */
export async function rentalFor(
  db: DbOrTx,
  rentalId: number,
  user: SessionUser,
  opts: { lock?: boolean } = {},
): Promise<{ rental: RentalRow; viewer: Viewer }> {
  try {
    const { rental, role } = await rentalParty(db, rentalId, user, { lock: opts.lock });
    return { rental, viewer: role };
  } catch (e) {
    if (!(e instanceof AppError) || e.code !== 'NOT_FOUND' || user.role !== 'admin') throw e;
  }
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [rental] = opts.lock ? await query.for('update') : await query;
  if (!rental) throw new AppError('NOT_FOUND');
  return { rental, viewer: 'admin' };
}

/** A report and its rental as `user` may see them (the rental's rule: 404 for a stranger), the rental locked first. */
export async function reportFor(
  db: DbOrTx,
  reportId: number,
  user: SessionUser,
  opts: { lock?: boolean } = {},
): Promise<{ report: DamageReportRow; rental: RentalRow; viewer: Viewer }> {
  const [found] = await db
    .select({ rentalId: damageReports.rentalId })
    .from(damageReports)
    .where(eq(damageReports.id, reportId));
  if (!found) throw new AppError('NOT_FOUND');
  const { rental, viewer } = await rentalFor(db, found.rentalId, user, opts);
  const query = db.select().from(damageReports).where(eq(damageReports.id, reportId));
  const [report] = opts.lock ? await query.for('update') : await query;
  return { report, rental, viewer };
}
