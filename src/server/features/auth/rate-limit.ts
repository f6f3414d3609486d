import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/tables';
import { AppError } from '../../lib/errors';

/**
 * Failed logins are counted in sliding 15-minute windows, in PostgreSQL so that every app process sees them:
 * - per account and address: 5 failures (an attacker at one address cannot keep trying one account);
 * - per address: 30 failures (one address cannot try many accounts);
 * - per account from anywhere: 100 failures (a distributed guess at one account).
 * A block lifts by itself as the window slides, so nobody is locked out for good, and the owner can
 * always reset the password, which clears the account's counters. The answer is 429 with Retry-After.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { accountAddress: 5, address: 30, account: 100 } as const;

function keysFor(email: string, ip: string) {
  return [
    { key: `account-ip:${email}|${ip}`, limit: LOGIN_LIMITS.accountAddress },
    { key: `ip:${ip}`, limit: LOGIN_LIMITS.address },
    { key: `account:${email}`, limit: LOGIN_LIMITS.account },
  ];
}

/** Throws RATE_LIMITED when any window is full; the wait is until the window frees a slot. */
export async function assertLoginAllowed(db: DbOrTx, email: string, ip: string, now = new Date()) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let retryAfterMs = 0;
  for (const { key, limit } of keysFor(email, ip)) {
    const [nth] = await db
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)))
      .orderBy(desc(loginFailures.createdAt))
      .offset(limit - 1)
      .limit(1);
    if (nth) retryAfterMs = Math.max(retryAfterMs, nth.at.getTime() + LOGIN_WINDOW_MS - now.getTime());
  }
  if (retryAfterMs > 0) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError('RATE_LIMITED', undefined, { seconds }, { 'retry-after': String(seconds) });
  }
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string) {
  await db.insert(loginFailures).values(keysFor(email, ip).map(({ key }) => ({ key })));
  // Old rows are useless past the window; trim them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(Date.now() - 24 * 3600 * 1000)));
}

/**
 * After a successful login the counter of that account at that address starts again; a password reset (no ip)
 * clears all of the account's counters. The account-wide counter survives a login, or every login by the owner
 * would hand a distributed guesser another full window of tries.
 */
export async function clearAccountFailures(db: DbOrTx, email: string, ip?: string) {
  if (ip) {
    await db.delete(loginFailures).where(eq(loginFailures.key, `account-ip:${email}|${ip}`));
    return;
  }
  const pairPrefix = `account-ip:${email}|`;
  await db
    .delete(loginFailures)
    .where(or(eq(loginFailures.key, `account:${email}`), sql`left(${loginFailures.key}, ${pairPrefix.length}) = ${pairPrefix}`));
}
