import type { Db } from '@/server/db/client';
import { sessions } from '@/server/db/tables';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '@/server/features/auth/sessions';
import { insertUser } from '@/server/features/items/test-fixtures';
import { hashToken, newToken } from '@/server/lib/tokens';

/**
 * A verified user with a live session, written straight into the database: for tests of other rules than signing up
 * and in (no argon2 hash, no registration limits). Returns the user and its Cookie header value.
 */
export async function signedInUser(db: Db) {
  const user = await insertUser(db, { emailVerifiedAt: new Date() });
  const token = newToken();
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS) });
  return { ...user, cookie: `${SESSION_COOKIE}=${token}` };
}
