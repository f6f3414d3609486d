import { eq } from 'drizzle-orm';
import type { RentalActor } from '@/shared/domain/rental-status';
import type { DbOrTx } from '@/server/db/client';
import { rentals } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import type { RentalRow } from './queries';

export interface RentalParty {
  rental: RentalRow;
  /** Who the user is to the rental. */
  role: 'renter' | 'owner';
}

/**
 * The one guard of "is this user a party of this rental", used by rentals, payments, messages and reviews: no such
 * rental, or the user is neither its renter nor its owner, is 404 (a stranger cannot tell that it exists); a party
 * whose role is not among `roles` (any role when none are given) is 403. `lock` reads the rental under its row lock,
 * in the caller's transaction, for a caller whose writers of one rental must take turns.
 */
export async function rentalParty(
  db: DbOrTx,
  rentalId: number,
  user: { id: number },
  opts: { roles?: readonly RentalActor[]; lock?: boolean } = {},
): Promise<RentalParty> {
  const query = db.select().from(rentals).where(eq(rentals.id, rentalId));
  const [rental] = opts.lock ? await query.for('update') : await query;
  const role = rental?.ownerId === user.id ? 'owner' : rental?.renterId === user.id ? 'renter' : null;
  if (!rental || !role) throw new AppError('NOT_FOUND');
  if (opts.roles && !opts.roles.includes(role)) throw new AppError('FORBIDDEN');
  return { rental, role };
}
