import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import type { ChangePasswordInput, RegisterInput, ResetPasswordInput } from '@/shared/schemas/auth';
import { splitMobileNumber } from '@/shared/schemas/users';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { passwordResetTokens, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { dummyPasswordHash, hashPassword, verifyPassword } from '@/server/lib/passwords';
import { hashToken, newToken } from '@/server/lib/tokens';
import { passwordChangedEmail, resetPasswordEmail } from './emails';
import { assertCurrentPassword, assertNotCommonPassword } from './password-checks';
import { clearAccountFailures } from './rate-limit';
import { recordTermsAcceptance, type ConsentOrigin } from './consent';
import type { UserRow } from './sessions';

/** What the account e-mails need: the database, the clock, and the unit of work's outboxes. */
type EmailDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'>;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many reset e-mails per account per hour; more requests get the same answer and no e-mail. */
export const RESET_EMAILS_PER_HOUR = 3;

/** A public handle from the e-mail's local part: lower-case letters, digits, dot, dash, underscore. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 30);
  return cleaned || 'user';
}

async function freeUsername(db: DbOrTx, base: string): Promise<string> {
  const taken = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} = ${base} OR ${users.username} LIKE ${base.replace(/[\\%_]/g, '\\$&') + '-%'}`);
  const names = new Set(taken.map((r) => r.username.toLowerCase()));
  if (!names.has(base)) return base;
  for (let i = 2; ; i++) if (!names.has(`${base}-${i}`)) return `${base}-${i}`;
}

/**
 * Creates the account; with `acceptedTerms` the acceptance of the current terms is recorded in the same transaction
 * (consent.ts), without it (the spec's payload) the terms fields stay null and the first screen asks.
 */
export async function registerUser(
  db: DbOrTx,
  input: RegisterInput,
  lang: Language,
  consent: { now: Date; origin: ConsentOrigin },
): Promise<UserRow> {
  const existing = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing.length) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
  assertNotCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const { countryCode, number } = splitMobileNumber(input.mobileNumber);
  const base = usernameBase(input.email);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const username = await freeUsername(db, base);
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email: input.email,
            username,
            passwordHash,
            firstName: input.firstName,
            lastName: input.lastName,
            mobileNumber: `${countryCode} ${number}`,
            countryCode,
            language: lang,
            // Even an address of ADMIN_EMAILS starts as a user: the role comes once the address is proven (verification.ts).
            role: 'user',
          })
          .returning();
        if (!input.acceptedTerms) return user;
        return (await recordTermsAcceptance(tx, user.id, consent.now, consent.origin)) ?? user;
      });
    } catch (e) {
      if (isUniqueViolation(e, 'email')) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
      if (!isUniqueViolation(e, 'username')) throw e;
      // Two sign-ups raced for the same handle: pick again.
    }
  }
  throw new AppError('USERNAME_TAKEN');
}

/** Checks the e-mail and password; the same error and about the same time whether the e-mail exists or not. */
export async function authenticate(db: DbOrTx, email: string, password: string): Promise<UserRow | null> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), password);
    return null;
  }
  return (await verifyPassword(user.passwordHash, password)) ? user : null;
}

/**
 * Creates a reset token and e-mails its link, if the account exists. The caller answers the same either way, and
 * no sooner than FORGOT_PASSWORD_MIN_MS (routes.ts), so the time of the answer does not tell either.
 */
export async function requestPasswordReset(deps: EmailDeps, email: string, requestLang: Language) {
  const { db, config } = deps;
  const now = deps.clock.now();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const hourAgo = new Date(now.getTime() - 3600 * 1000);
  const [{ recent }] = await db
    .select({ recent: sql<number>`count(*)::int` })
    .from(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, user.id), gt(passwordResetTokens.createdAt, hourAgo)));
  if (recent >= RESET_EMAILS_PER_HOUR) return;
  const token = newToken();
  // The e-mail is attempted before the answer as before: the caller's floor (FORGOT_PASSWORD_MIN_MS) hides the time.
  await withEffects(deps, async (tx, fx) => {
    // Only the newest link works: earlier unused ones are retired.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      token: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
    // The person asked in this language just now; that beats the stored preference.
    const lang = requestLang ?? user.language;
    fx.send('deliveries', [await enqueueEmail(tx, resetPasswordEmail(user.email, lang, config.publicUrl, token))]);
  });
}

/** Sets the new password from a valid token; the token is spent and the user is told by e-mail (the caller ends sessions). */
export async function resetPassword(deps: EmailDeps, input: ResetPasswordInput): Promise<UserRow> {
  const { db, config } = deps;
  const now = deps.clock.now();
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.token, hashToken(input.token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('INVALID_TOKEN');
  if (await verifyPassword(row.user.passwordHash, input.password)) {
    throw new AppError('PASSWORD_REUSED', { password: 'errors.PASSWORD_REUSED' });
  }
  assertNotCommonPassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  // Spend the token first and only if still unspent, so two concurrent resets cannot both succeed.
  return withEffects(deps, async (tx, fx) => {
    const spent = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, row.tokenId), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (spent.length === 0) throw new AppError('INVALID_TOKEN');
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, row.user.id))
      .returning();
    await clearAccountFailures(tx, changed.email);
    const email = passwordChangedEmail(changed.email, changed.language, config.SUPPORT_EMAIL);
    fx.send('deliveries', [await enqueueEmail(tx, email)]);
    return changed;
  });
}

/** PUT /api/users/{id}/password: the current password, then a new one (spec's rules, not common, not the same). */
export async function changePassword(deps: EmailDeps, user: UserRow, input: ChangePasswordInput): Promise<UserRow> {
  const { db, config } = deps;
  await assertCurrentPassword(db, user, input.currentPassword, deps.clock.now());
  if (input.newPassword === input.currentPassword)
    throw new AppError('PASSWORD_REUSED', { newPassword: 'errors.PASSWORD_REUSED' });
  assertNotCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  return withEffects(deps, async (tx, fx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: deps.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    await clearAccountFailures(tx, row.email);
    fx.send('deliveries', [
      await enqueueEmail(tx, passwordChangedEmail(row.email, row.language, config.SUPPORT_EMAIL)),
    ]);
    return row;
  });
}
