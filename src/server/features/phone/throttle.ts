import { and, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { Config } from '@/server/config';
import type { DbOrTx } from '@/server/db/client';
import { phoneVerifications } from '@/server/db/tables';
import { rateLimitedError, type RateLimitKind } from '@/server/limits/rate-limit';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Whom one send is counted against: the number, the account, the sender's address (lib/address-key.ts), the country. */
export interface SendScope {
  phoneNumber: string;
  userId: number;
  address: string;
  countryCode: string;
}

interface Cap {
  where: SQL;
  limit: number;
  windowMs: number;
  kind: RateLimitKind;
}

/**
 * The caps of spec 02 / issue 14 (NIST SP 800-63B 5.1.3, OWASP ASVS 6.6, SMS pumping: decision 0037), counted on the
 * phone_verifications rows themselves, so the count is exactly the SMS sent and the clock is the caller's. Order
 * matters only for which 429 is said: the short per-number wait first, then the daily and hourly caps.
 */
function caps(config: Config, s: SendScope): Cap[] {
  const pv = phoneVerifications;
  return [
    {
      where: eq(pv.phoneNumber, s.phoneNumber),
      limit: 1,
      windowMs: config.PHONE_RESEND_SECONDS * 1000,
      kind: 'phoneResend',
    },
    {
      where: eq(pv.phoneNumber, s.phoneNumber),
      limit: config.PHONE_SENDS_PER_NUMBER_PER_DAY,
      windowMs: DAY_MS,
      kind: 'phoneSends',
    },
    {
      where: eq(pv.userId, s.userId),
      limit: config.PHONE_SENDS_PER_ACCOUNT_PER_DAY,
      windowMs: DAY_MS,
      kind: 'phoneSends',
    },
    {
      where: eq(pv.ip, s.address),
      limit: config.PHONE_SENDS_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
      kind: 'phoneSends',
    },
    {
      where: eq(pv.countryCode, s.countryCode),
      limit: config.PHONE_SENDS_PER_COUNTRY_PER_DAY,
      windowMs: DAY_MS,
      kind: 'phoneSends',
    },
  ];
}

/**
 * Refuses a send (429 RATE_LIMITED with Retry-After) when any window already holds its limit of sends. The wait is
 * until the oldest send that keeps the window full ages out. Call it in the send's transaction, after the locks that
 * serialise sends to one number and from one account (service.ts).
 */
export async function assertMaySend(db: DbOrTx, config: Config, scope: SendScope, now: Date): Promise<void> {
  for (const cap of caps(config, scope)) {
    if (cap.windowMs <= 0) continue;
    const [blocking] = await db
      .select({ at: phoneVerifications.createdAt })
      .from(phoneVerifications)
      .where(and(cap.where, gt(phoneVerifications.createdAt, new Date(now.getTime() - cap.windowMs))))
      .orderBy(desc(phoneVerifications.createdAt))
      .offset(cap.limit - 1)
      .limit(1);
    if (blocking) throw rateLimitedError((blocking.at.getTime() + cap.windowMs - now.getTime()) / 1000, cap.kind);
  }
}
