import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { loginFailures } from '@/server/db/tables';
import { addressKey } from '@/server/lib/address-key';
import { rateLimitedError } from '@/server/limits/rate-limit';

/**
 * Failed logins are counted in sliding 15-minute windows, in PostgreSQL so that every app process sees them:
 * - per account and address: 5 failures (an attacker at one address cannot keep trying one account);
 * - per address: 30 failures (one address cannot try many accounts);
 * - per account from anywhere: 100 failures (a distributed guess at one account), which a browser or address the
 *   account logged in from before gets past (docs/decisions/0018).
 * An address is an IPv4 address or an IPv6 /64 (lib/address-key.ts).
 * A block lifts by itself as the window slides, so nobody is locked out for good, and the owner can
 * always reset the password, which clears the account's counters. The answer is 429 with Retry-After.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_LIMITS = { accountAddress: 5, address: 30, account: 100 } as const;

function keysFor(email: string, ip: string) {
  const address = addressKey(ip);
  return [
    { key: `account-ip:${email}|${address}`, limit: LOGIN_LIMITS.accountAddress, accountWide: false },
    { key: `ip:${address}`, limit: LOGIN_LIMITS.address, accountWide: false },
    { key: `account:${email}`, limit: LOGIN_LIMITS.account, accountWide: true },
  ];
}

/**
 * Throws a 429 (kind login) when any window is full; the wait is until the window frees a slot. The account-wide
 * window alone does not stop a browser or address the account logged in from before (`isKnown`, asked only then):
 * a distributed guess fills that window but must not keep the owner out. The per-address windows always apply.
 */
export async function assertLoginAllowed(
  db: DbOrTx,
  email: string,
  ip: string,
  isKnown: () => Promise<boolean>,
  now: Date,
) {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  let byAddressMs = 0;
  let byAccountMs = 0;
  for (const { key, limit, accountWide } of keysFor(email, ip)) {
    const [nth] = await db
      .select({ at: loginFailures.createdAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)))
      .orderBy(desc(loginFailures.createdAt))
      .offset(limit - 1)
      .limit(1);
    if (!nth) continue;
    const wait = nth.at.getTime() + LOGIN_WINDOW_MS - now.getTime();
    if (accountWide) byAccountMs = wait;
    else byAddressMs = Math.max(byAddressMs, wait);
  }
  const retryAfterMs =
    byAddressMs > 0 ? Math.max(byAddressMs, byAccountMs) : byAccountMs > 0 && !(await isKnown()) ? byAccountMs : 0;
  if (retryAfterMs > 0) throw rateLimitedError(retryAfterMs / 1000, 'login');
}

export async function recordLoginFailure(db: DbOrTx, email: string, ip: string, now: Date) {
  // Written at the app's clock (lib/clock.ts): assertLoginAllowed compares these times with it.
  await db.insert(loginFailures).values(keysFor(email, ip).map(({ key }) => ({ key, createdAt: now })));
  // Old rows are useless past the window; trim them as we go.
  await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)));
}

/**
 * After a successful login the counter of that account at that address starts again; a password reset (no ip)
 * clears all of the account's counters. The account-wide counter survives a login, or every login by the owner
 * would hand a distributed guesser another full window of tries.
 */
export async function clearAccountFailures(db: DbOrTx, email: string, ip?: string) {
  if (ip) {
    await db.delete(loginFailures).where(eq(loginFailures.key, `account-ip:${email}|${addressKey(ip)}`));
    return;
  }
  const pairPrefix = `account-ip:${email}|`;
  await db
    .delete(loginFailures)
    .where(
      or(
        eq(loginFailures.key, `account:${email}`),
        sql`left(${loginFailures.key}, ${pairPrefix.length}) = ${pairPrefix}`,
      ),
    );
}
