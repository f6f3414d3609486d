import { DAMAGE_REPORTS_PER_DAY } from '@/shared/domain/damage';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consumeRateLimit, type RateLimitKind, type RateLimitRule } from './rate-limit';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * What one signed-in account may do, per window (docs/decisions/0017-input-limits.md): far above what a person does,
 * low enough that a script cannot send an owner hundreds of requests (and e-mails) or fill the disk with photos.
 * Photos are one budget for every way in: POST /api/uploads, /api/uploads/from-url and photos sent as data URLs or
 * URLs in POST/PUT /api/items.
 */
export const USER_LIMITS = {
  bookingRequests: [
    { limit: 10, windowMs: 10 * MINUTE },
    { limit: 30, windowMs: DAY },
  ],
  listings: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
  photos: [
    { limit: 100, windowMs: HOUR },
    { limit: 300, windowMs: DAY },
  ],
  // A lively chat is a message every few seconds; a script writing to every owner is hundreds an hour (issue 20:
  // an hour and a day bound what a minute's allowance would add up to).
  messages: [
    { limit: 30, windowMs: MINUTE },
    { limit: 200, windowMs: HOUR },
    { limit: 1000, windowMs: DAY },
  ],
  // New conversations (a first message to an owner about an item): a person asks about a few items a day; a script
  // writes to every owner. Reopening an existing conversation counts nothing.
  conversations: [{ limit: 20, windowMs: DAY }],
  // Reviews, replies and reports together: a person writes a few after their rentals; a script, hundreds.
  reviews: [
    { limit: 30, windowMs: HOUR },
    { limit: 100, windowMs: DAY },
  ],
  // Identity documents: a person sends one, perhaps again after a rejection or a bad photo; each one is three
  // images to re-encode and encrypt, so attempts (refused ones included) are few.
  // Damage reports (issue 25 §5): each holds a renter's deposit and the owner's own payout; an owner with a few bad
  // returns files a few, a script filing against every rental is stopped.
  damageReports: [{ limit: DAMAGE_REPORTS_PER_DAY, windowMs: DAY }],
  kycSubmissions: [
    { limit: 10, windowMs: HOUR },
    { limit: 20, windowMs: DAY },
  ],
} as const satisfies Partial<Record<RateLimitKind, readonly { limit: number; windowMs: number }[]>>;

export type UserLimitKind = keyof typeof USER_LIMITS;

/** The counters of one account's limit (rate_limit_hits.key); one per window length. */
export function userLimitRules(kind: UserLimitKind, userId: number): RateLimitRule[] {
  return USER_LIMITS[kind].map((w) => ({
    key: `${kind}:user:${userId}:${w.windowMs}`,
    limit: w.limit,
    windowMs: w.windowMs,
  }));
}

/**
 * Counts `count` events of this account against its limit, or refuses them all: 429 with Retry-After and the
 * kind's message, nothing counted. Given the transaction of the work, the count is undone with the work when it
 * fails, and parallel requests of one account wait for each other (an advisory lock until that transaction
 * ends), so a burst cannot pass the limit between an uncommitted count and a commit.
 */
export async function consumeUserLimit(
  db: DbOrTx,
  kind: UserLimitKind,
  userId: number,
  count: number,
  now: Date,
): Promise<void> {
  if (count <= 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind}:user:${userId}`}))`);
    for (let i = 0; i < count; i++) await consumeRateLimit(tx, userLimitRules(kind, userId), kind, now);
  });
}
