import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import type { MailMessage } from '@/server/adapters/mail/mailer';
import type { AppDeps } from '@/server/app-deps';
import type { DbOrTx } from '@/server/db/client';
import { emailVerifications, users } from '@/server/db/tables';
import { enqueueEmail } from '@/server/effects/deliveries';
import { withEffects } from '@/server/effects/unit-of-work';
import { AppError, isUniqueViolation } from '@/server/lib/errors';
import { consumeRateLimit } from '@/server/limits/rate-limit';
import { hashToken, newToken } from '@/server/lib/tokens';
import { emailChangedEmail, verifyEmailEmail } from './emails';
import type { UserRow } from './sessions';

/** A verification link works once, for a day. */
export const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;
/** Verification e-mails per account: one a minute, five a day (sign-up, changes and resends together). */
export const VERIFY_EMAIL_LIMITS = [
  { limit: 1, windowMs: 60 * 1000 },
  { limit: 5, windowMs: 24 * 3600 * 1000 },
];

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'>;

/** Counts one verification e-mail of this account; 429 (kind verificationEmails) past the limits. */
export async function consumeVerificationEmail(db: DbOrTx, userId: number, now: Date) {
  await consumeRateLimit(
    db,
    // One key per window: consumeRateLimit writes a row per rule, and the minute's row must not count in the day's.
    VERIFY_EMAIL_LIMITS.map((r) => ({ key: `verify-email:user:${userId}:${r.windowMs}`, ...r })),
    'verificationEmails',
    now,
  );
}

/**
 * A new link proving `email` for this account; `send: false` records the pending address without e-mailing it
 * (the address belongs to another account, and the answer must not tell); a message given as `send` goes out instead
 * of the link, in the same transaction (that account's owner is told someone tried). Earlier unused links of the same
 * purpose (the current address, or a change) are retired: only the newest works.
 */
export async function startVerification(
  deps: Deps,
  user: UserRow,
  email: string,
  lang: Language,
  send: boolean | MailMessage = true,
) {
  const isChange = email.toLowerCase() !== user.email.toLowerCase();
  const now = deps.clock.now();
  await withEffects(deps, async (tx, fx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerifications.userId, user.id),
          isNull(emailVerifications.usedAt),
          isChange ? ne(emailVerifications.email, user.email) : eq(emailVerifications.email, user.email),
        ),
      );
    const token = newToken();
    await tx.insert(emailVerifications).values({
      userId: user.id,
      email,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_TOKEN_TTL_MS),
    });
    if (send === false) return;
    const message =
      send === true
        ? verifyEmailEmail(email, lang, deps.config.publicUrl, token, isChange ? 'change' : 'signup')
        : send;
    fx.send('deliveries', [await enqueueEmail(tx, message)]);
  });
}

/** The address waiting for confirmation as the account's new e-mail, if any. */
export async function pendingEmailOf(db: DbOrTx, user: UserRow, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
        ne(emailVerifications.email, user.email),
      ),
    )
    .orderBy(desc(emailVerifications.id))
    .limit(1);
  return row?.email ?? null;
}

/**
 * Spends a verification link. The address it proves becomes the account's confirmed e-mail (for a change, the old
 * address is told); an address in ADMIN_EMAILS gets the admin role only now, once it is proven. A new address taken by
 * another account in the meantime is 409 EMAIL_TAKEN and the link stays unspent.
 */
export async function verifyEmail(deps: Deps, token: string): Promise<{ user: UserRow; changed: boolean }> {
  const { config } = deps;
  const now = deps.clock.now();
  return withEffects(deps, async (tx, fx) => {
    const [row] = await tx
      .select({ id: emailVerifications.id, email: emailVerifications.email, user: users })
      .from(emailVerifications)
      .innerJoin(users, eq(users.id, emailVerifications.userId))
      .where(
        and(
          eq(emailVerifications.tokenHash, hashToken(token)),
          isNull(emailVerifications.usedAt),
          gt(emailVerifications.expiresAt, now),
          isNull(users.deletedAt),
        ),
      )
      .for('update', { of: emailVerifications })
      .limit(1);
    if (!row) throw new AppError('INVALID_TOKEN');
    const oldEmail = row.user.email;
    const changed = row.email.toLowerCase() !== oldEmail.toLowerCase();
    if (changed) {
      const [clash] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, row.email), ne(users.id, row.user.id)))
        .limit(1);
      if (clash) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
    }
    await tx.update(emailVerifications).set({ usedAt: now }).where(eq(emailVerifications.id, row.id));
    const isAdmin = config.ADMIN_EMAILS.includes(row.email.toLowerCase());
    let user: UserRow;
    try {
      [user] = await tx
        .update(users)
        .set({ email: row.email, emailVerifiedAt: now, updatedAt: now, ...(isAdmin ? { role: 'admin' as const } : {}) })
        .where(eq(users.id, row.user.id))
        .returning();
    } catch (e) {
      if (isUniqueViolation(e, 'email')) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
      throw e;
    }
    if (changed) {
      // Links for the old address (or other pending addresses) prove nothing about the account any more.
      await tx
        .update(emailVerifications)
        .set({ usedAt: now })
        .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)));
    }
    // The old address is told in the same transaction (docs/decisions/0024).
    if (changed) {
      const message = emailChangedEmail(oldEmail, user.language, user.email, config.SUPPORT_EMAIL);
      fx.send('deliveries', [await enqueueEmail(tx, message)]);
    }
    return { user, changed };
  });
}

/** Sends the link again: for a pending new address if there is one, otherwise for the unconfirmed current one. */
export async function resendVerification(deps: Deps, user: UserRow, lang: Language): Promise<string> {
  const pending = await pendingEmailOf(deps.db, user, deps.clock.now());
  if (!pending && user.emailVerifiedAt) throw new AppError('CONFLICT', undefined, {}, {}, 'messages.alreadyVerified');
  const target = pending ?? user.email;
  // A pending address another account holds was never e-mailed; resending must not e-mail it either.
  const [holder] = pending
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, pending), ne(users.id, user.id)))
        .limit(1)
    : [];
  await consumeVerificationEmail(deps.db, user.id, deps.clock.now());
  await startVerification(deps, user, target, lang, !holder);
  return target;
}
