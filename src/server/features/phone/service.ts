import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES } from '@/shared/domain/verification';
import type { SendVerificationResponse, VerifyCodeResponse } from '@/shared/schemas/phone';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { phoneVerifications, users } from '@/server/db/tables';
import type { UserRow } from '@/server/features/auth/public';
import { enqueueSms } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import type { JobLog } from '@/server/jobs/types';
import { addressKey } from '@/server/lib/address-key';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { consumeRateLimit } from '@/server/limits/rate-limit';
import { hashPhoneCode, newPhoneCode, phoneCodeMatches } from './codes';
import { phoneTarget, readSentNumber } from './numbers';
import { phoneCodeSms } from './texts';
import { assertMaySend } from './throttle';

type PhoneDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'>;

/**
 * Code checks per account, over every code it is sent: 3 tries a code and 5 codes a day already bound a guesser; this
 * also bounds a script that keeps asking for codes from many accounts' worth of budget on one account's session.
 */
export const CODE_CHECKS_PER_HOUR = 20;

/** Sends and checks of one account, and sends to one number, wait for each other (transaction-scoped locks). */
async function lock(tx: DbOrTx, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

async function verifiedElsewhere(db: DbOrTx, userId: number, phoneNumber: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobileNumber, phoneNumber), eq(users.phoneVerified, true), ne(users.id, userId)))
    .limit(1);
  return Boolean(other);
}

export interface SendInput {
  phoneNumber: string;
  countryCode: string;
}

/**
 * POST /api/phone/send-verification: checks the number, the throttles, writes the code (hashed) and its SMS in one
 * transaction, and tries the SMS after the commit (what fails is retried by the deliveries' drain). A newer code
 * replaces the account's unused one. `now` is the clock (tests move it).
 */
export async function sendVerification(
  deps: PhoneDeps,
  user: UserRow,
  input: SendInput,
  ip: string,
  opts: { now?: Date; log?: JobLog } = {},
): Promise<SendVerificationResponse> {
  const { db, config } = deps;
  const now = opts.now ?? deps.clock.now();
  const target = phoneTarget(input.phoneNumber, input.countryCode);
  if (user.phoneVerified && user.mobileNumber === target.display) throw new AppError('PHONE_ALREADY_VERIFIED');
  if (await verifiedElsewhere(db, user.id, target.display)) throw new AppError('PHONE_TAKEN');

  const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
  await withEffects(
    deps,
    async (tx, fx) => {
      // Always the account, the number, then the address: two sends never wait for each other in a circle. The
      // country cap is a cost ceiling and takes no lock (it would queue a whole country's sends): a burst may pass it by
      // the few sends in flight.
      await lock(tx, `phone:user:${user.id}`);
      await lock(tx, `phone:number:${target.display}`);
      await lock(tx, `phone:address:${addressKey(ip)}`);
      await assertMaySend(
        tx,
        config,
        { phoneNumber: target.display, userId: user.id, address: addressKey(ip), countryCode: target.countryCode },
        now,
      );
      await tx
        .update(phoneVerifications)
        .set({ consumedAt: now })
        .where(and(eq(phoneVerifications.userId, user.id), isNull(phoneVerifications.consumedAt)));
      const code = newPhoneCode();
      await tx.insert(phoneVerifications).values({
        userId: user.id,
        phoneNumber: target.display,
        countryCode: target.countryCode,
        verificationCodeHash: hashPhoneCode(target.display, code),
        expiresAt,
        maxAttempts: PHONE_CODE_MAX_ATTEMPTS,
        createdAt: now,
        ip: addressKey(ip),
      });
      fx.send('deliveries', [await enqueueSms(tx, { to: target.e164, text: phoneCodeSms(user.language, code) })]);
    },
    opts.log,
  );
  return {
    phoneNumber: target.display,
    expiresAt: expiresAt.toISOString(),
    resendAfterSeconds: config.PHONE_RESEND_SECONDS,
  };
}

type CheckOutcome =
  | { kind: 'verified'; mobileNumber: string }
  | { kind: 'wrong'; remaining: number }
  | { kind: 'dead' }
  | { kind: 'taken' };

export interface VerifyInput {
  phoneNumber: string;
  verificationCode: string;
}

/**
 * POST /api/phone/verify-code: the account's live code (the newest, unused, unexpired, not burnt) must have been sent
 * to this number and be this code. A wrong code counts a try, and the last try burns it; these counts commit even
 * though the answer is an error. Success marks the code used and the account's number verified.
 */
export async function verifyCode(
  deps: Pick<AppDeps, 'db'>,
  user: UserRow,
  input: VerifyInput,
  opts: { now: Date },
): Promise<VerifyCodeResponse> {
  const { db } = deps;
  const { now } = opts;
  await consumeRateLimit(
    db,
    [{ key: `phoneCode:user:${user.id}`, limit: CODE_CHECKS_PER_HOUR, windowMs: 3600 * 1000 }],
    'phoneCodeChecks',
    now,
  );
  let outcome: CheckOutcome;
  try {
    outcome = await db.transaction(async (tx): Promise<CheckOutcome> => {
      await lock(tx, `phone:user:${user.id}`);
      const [live] = await tx
        .select()
        .from(phoneVerifications)
        .where(and(eq(phoneVerifications.userId, user.id), isNull(phoneVerifications.consumedAt)))
        .orderBy(desc(phoneVerifications.createdAt), desc(phoneVerifications.id))
        .limit(1);
      const phoneNumber = readSentNumber(input.phoneNumber, live?.countryCode ?? user.countryCode);
      if (phoneNumber === null) throw new AppError('VALIDATION_FAILED', { phoneNumber: 'validation.phoneInvalid' });
      // A code sent to another number is no code for this one: not a try at it either.
      if (!live || live.phoneNumber !== phoneNumber || live.expiresAt <= now || live.attempts >= live.maxAttempts)
        return { kind: 'dead' };
      if (!phoneCodeMatches(live.verificationCodeHash, live.phoneNumber, input.verificationCode)) {
        const attempts = live.attempts + 1;
        await tx
          .update(phoneVerifications)
          .set({ attempts, consumedAt: attempts >= live.maxAttempts ? now : null })
          .where(eq(phoneVerifications.id, live.id));
        return { kind: 'wrong', remaining: live.maxAttempts - attempts };
      }
      if (await verifiedElsewhere(tx, user.id, live.phoneNumber)) return { kind: 'taken' };
      await tx
        .update(phoneVerifications)
        .set({ verified: true, verifiedAt: now, consumedAt: now })
        .where(eq(phoneVerifications.id, live.id));
      await tx
        .update(users)
        .set({ phoneVerified: true, mobileNumber: live.phoneNumber, countryCode: live.countryCode, updatedAt: now })
        .where(eq(users.id, user.id));
      return { kind: 'verified', mobileNumber: live.phoneNumber };
    });
  } catch (e) {
    // Another account verified the number between our check and our update.
    if (isUniqueViolation(e, 'users_verified_mobile_idx')) throw new AppError('PHONE_TAKEN');
    throw e;
  }
  switch (outcome.kind) {
    case 'verified':
      return { phoneVerified: true, mobileNumber: outcome.mobileNumber };
    case 'wrong':
      throw new AppError(
        'INVALID_CODE',
        undefined,
        { remaining: outcome.remaining },
        {},
        outcome.remaining === 0 ? 'validation.codeBurnt' : undefined,
      );
    case 'taken':
      throw new AppError('PHONE_TAKEN');
    case 'dead':
      throw new AppError('CODE_EXPIRED');
  }
}
