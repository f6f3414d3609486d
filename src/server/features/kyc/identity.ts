import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { kycVerifications } from '@/server/db/tables';

/**
 * Whether the user has an approved identity check on record: the one meaning of "verified" (docs/decisions/0047).
 * Read from the records rather than users.is_verified, which is only a cache the approval writes (review.ts) and
 * which older databases hold true for people never checked. `userId` is a column (of an aliased table too) or a value.
 */
export function approvedIdentitySql(userId: SQLWrapper | number): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${kycVerifications} where ${kycVerifications.userId} = ${userId} and ${kycVerifications.verificationStatus} = 'approved')`;
}
