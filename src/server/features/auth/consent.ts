import { and, eq, isNull, or, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { PRIVACY_VERSION, TERMS_VERSION } from '@/shared/domain/legal';
import type { DbOrTx } from '@/server/db/client';
import { consents, users } from '@/server/db/tables';
import type { UserRow } from './sessions';

/** Where an acceptance came from: kept with it as evidence (RODO art. 7(1): the controller must be able to show it). */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

export const consentOrigin = (req: FastifyRequest): ConsentOrigin => ({
  ip: req.ip ?? null,
  userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
});

/**
 * Records that the user accepted the current terms (and was shown the current privacy policy): the user's quick-check
 * fields and one `consents` row per document. Only when the user had not accepted this version yet: accepting twice
 * (a double click, two tabs) changes nothing and writes no second record, so the record keeps the first acceptance.
 * Returns the updated row, or null when there was nothing to record. Run it in the caller's transaction.
 */
export async function recordTermsAcceptance(
  tx: DbOrTx,
  userId: number,
  now: Date,
  origin: ConsentOrigin,
): Promise<UserRow | null> {
  const [updated] = await tx
    .update(users)
    .set({ termsAcceptedVersion: TERMS_VERSION, termsAcceptedAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.termsAcceptedVersion), ne(users.termsAcceptedVersion, TERMS_VERSION))),
    )
    .returning();
  if (!updated) return null;
  await tx.insert(consents).values([
    { userId, document: 'terms', version: TERMS_VERSION, acceptedAt: now, ...origin },
    { userId, document: 'privacy', version: PRIVACY_VERSION, acceptedAt: now, ...origin },
  ]);
  return updated;
}
