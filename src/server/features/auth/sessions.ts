import { and, eq, gt, inArray, ne, sql, type Placeholder } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import { sessions, users } from '@/server/db/tables';
import { hashToken, newToken } from '@/server/lib/tokens';
import { announceSessionsEnded } from '@/server/realtime/publish';

export const SESSION_COOKIE = 'sid';
/** A session ends after 7 days without a request, and 30 days after login whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** last_seen_at is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;

export function cookieOptions(config: Config) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: config.isProduction };
}

/** A fresh session at every login: the token in the cookie is new, only its hash is stored. */
export async function startSession(
  db: DbOrTx,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  now: Date,
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt,
    // The idle rule compares lastSeenAt with the app's clock (lib/clock.ts), so it is written from that clock.
    createdAt: now,
    lastSeenAt: now,
    userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    ip: req.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), expires: expiresAt });
}

export async function endSession(db: DbOrTx, config: Config, req: FastifyRequest, reply: FastifyReply) {
  const token = req.cookies[SESSION_COOKIE];
  if (token) {
    const [ended] = await db
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
      .returning({ userId: sessions.userId });
    if (ended) await announceSessionsEnded(db, ended.userId);
  }
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}

/** Ends every session of a user, except optionally the one making the request. */
export async function endOtherSessions(db: DbOrTx, userId: number, keepToken?: string) {
  const keep = keepToken ? ne(sessions.tokenHash, hashToken(keepToken)) : undefined;
  await db.delete(sessions).where(keep ? and(eq(sessions.userId, userId), keep) : eq(sessions.userId, userId));
  await announceSessionsEnded(db, userId);
}

/** The conditions of a live session (not expired, not idle too long, its user not deleted). */
function alive(now: Date) {
  return aliveAt(now, new Date(now.getTime() - SESSION_IDLE_MS));
}
function aliveAt(now: Date | Placeholder, idleSince: Date | Placeholder) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince), sql`${users.deletedAt} IS NULL`);
}

/**
 * userForToken's statement, prepared (every signed-in request asks it; decision 0083). Its times are ISO strings, as
 * Drizzle writes a Date into a timestamp.
 */
const sessionUser = preparedPer((db) =>
  db
    .select({ user: users, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        aliveAt(sql.placeholder('now'), sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

/**
 * Which of these session tokens are still alive, in one query: the live channel checks its open streams with it
 * (realtime/hub.ts) without counting the check as activity.
 */
export async function aliveSessionTokens(db: DbOrTx, tokens: readonly string[], now: Date): Promise<Set<string>> {
  if (tokens.length === 0) return new Set();
  const byHash = new Map(tokens.map((t) => [hashToken(t), t]));
  const rows = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.tokenHash, [...byHash.keys()]), alive(now)));
  return new Set(rows.map((r) => byHash.get(r.tokenHash)!));
}

/**
 * The user behind a session cookie, if the session is alive (not expired, not idle too long, user not deleted).
 * `touch: false` checks without counting as activity.
 */
export async function userForToken(
  db: DbOrTx,
  token: string,
  now: Date,
  { touch = true } = {},
): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionUser(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row) return null;
  if (touch && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.user;
}
