import { and, desc, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { rateLimitHits } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';

/**
 * What a 429 says was limited: each kind has its own text (messages.ts `rateLimits.<kind>`), so a refused
 * registration says "too many registrations", not "too many failed attempts".
 */
export type RateLimitKind =
  | 'login'
  | 'registrations'
  | 'passwordResets'
  | 'contact'
  | 'emailChanges'
  | 'verificationEmails'
  | 'passwordChecks'
  | 'bookingRequests'
  | 'listings'
  | 'photos'
  | 'messages'
  | 'conversations'
  | 'reviews'
  | 'phoneResend'
  | 'phoneSends'
  | 'phoneCodeChecks'
  | 'kycSubmissions'
  | 'damageReports'
  | 'chatbot'
  | 'requests';

/** The longest window any rule may use (a day, plus slack for clock steps in tests). */
export const MAX_WINDOW_MS = 2 * 24 * 3600 * 1000;

export interface RateLimitRule {
  /** What is counted, e.g. `rental:user:12`; every app process shares the counters (rate_limit_hits). */
  key: string;
  limit: number;
  windowMs: number;
}

/** The wait, as the 429's message shows it: seconds under a minute, otherwise whole minutes (rounded up). */
export function waitVars(seconds: number): { seconds: number; minutes: number; wait: string } {
  const s = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(s / 60);
  return { seconds: s, minutes, wait: s < 60 ? `${s} s` : `${minutes} min` };
}

/** A 429 RATE_LIMITED with Retry-After and the message of its kind. */
export function rateLimitedError(seconds: number, kind: RateLimitKind): AppError {
  const vars = waitVars(seconds);
  return new AppError('RATE_LIMITED', undefined, vars, { 'retry-after': String(vars.seconds) }, `rateLimits.${kind}`);
}

/**
 * Counts one event against every rule and refuses it (429, nothing counted) when any window is already full.
 * The event is written first and the window counted after, so a burst of parallel requests can be refused
 * too eagerly but never let through past the limit. Call it inside the transaction of the work it guards when
 * a refused event must leave no trace of that work.
 */
export async function consumeRateLimit(
  db: DbOrTx,
  rules: RateLimitRule[],
  kind: RateLimitKind,
  now: Date,
): Promise<void> {
  const inserted = await db
    .insert(rateLimitHits)
    .values(rules.map((r) => ({ key: r.key, createdAt: now })))
    .returning({ id: rateLimitHits.id, key: rateLimitHits.key });
  let retryAfterMs = 0;
  for (const rule of rules) {
    const since = new Date(now.getTime() - rule.windowMs);
    // The (limit+1)-th newest event in the window, ours included, is the one that must age out before ours fits.
    const [over] = await db
      .select({ at: rateLimitHits.createdAt })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.createdAt, since)))
      .orderBy(desc(rateLimitHits.createdAt), desc(rateLimitHits.id))
      .offset(rule.limit)
      .limit(1);
    if (over) retryAfterMs = Math.max(retryAfterMs, over.at.getTime() + rule.windowMs - now.getTime());
  }
  if (retryAfterMs > 0) {
    for (const row of inserted) await db.delete(rateLimitHits).where(eq(rateLimitHits.id, row.id));
    throw rateLimitedError(retryAfterMs / 1000, kind);
  }
  // Rows past every window are useless: trim now and then (no rule uses a window longer than MAX_WINDOW_MS).
  if (Math.random() < 0.05)
    await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, new Date(now.getTime() - MAX_WINDOW_MS)));
}
