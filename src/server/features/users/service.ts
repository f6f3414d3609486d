import { and, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@/shared/constants/limits';
import { splitMobileNumber, type UpdateProfileInput } from '@/shared/schemas/users';
import type { AppDeps } from '@/server/app-deps';
import type { FileStorage } from '@/server/adapters/storage/storage';
import type { DbOrTx } from '@/server/db/client';
import { preparedPer } from '@/server/db/prepared';
import {
  consents,
  contactMessages,
  emailVerifications,
  favourites,
  items,
  knownLogins,
  liveEvents,
  notifications,
  passwordResetTokens,
  payments,
  payouts,
  phoneVerifications,
  rentals,
  savedSearches,
  sessions,
  taxInfos,
  uploads,
  users,
} from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import type { RentalProcess } from '@/server/effects/rental-process';
import { withEffects, type Effects } from '@/server/effects/unit-of-work';
import { consumeRateLimit } from '@/server/limits/rate-limit';
import { decodeImageDataUrl, reencodeImage } from '@/server/lib/images';
import { newToken } from '@/server/lib/tokens';
import { UNUSABLE_PASSWORD_HASH } from '@/server/lib/passwords';
import { announceSessionsEnded } from '@/server/realtime/publish';
import { assertCurrentPassword, emailInUseEmail, startVerification, type UserRow } from '@/server/features/auth/public';
import type { NoticeLog } from '@/server/features/notifications/public';
import { deleteKycOfUser, removeKycDocuments } from '@/server/features/kyc/public';
import { deleteExportsOfUser } from '@/server/features/data-export/public';

export async function findActiveUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [u] = await activeUserById(db).execute({ id });
  return u ?? null;
}

/** findActiveUser's statement (item pages, profiles and cards ask for it). */
const activeUserById = preparedPer((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('id')), isNull(users.deletedAt)))
    .limit(1)
    .prepare('active_user_by_id'),
);

/** Only the account's owner may change or delete it; a missing account is 404, someone else's 403. */
export async function assertSelf(db: DbOrTx, actor: UserRow, id: number) {
  if (actor.id === id) return;
  if (!(await findActiveUser(db, id))) throw new AppError('NOT_FOUND');
  throw new AppError('FORBIDDEN');
}

/** A new photo arrives as a data URL; its bytes are checked and re-encoded. Its current URL keeps it; null removes it. */
async function resolvePhoto(
  storage: FileStorage,
  user: UserRow,
  photo: string | null | undefined,
): Promise<string | null> {
  if (photo === undefined || photo === user.profilePhotoUrl) return user.profilePhotoUrl;
  if (photo === null || photo === '') return null;
  if (!photo.startsWith('data:')) throw new AppError('INVALID_IMAGE', { profilePhotoUrl: 'validation.invalidPhoto' });
  const image = await reencodeImage(decodeImageDataUrl(photo, 'profilePhotoUrl'), {
    maxWidth: 512,
    maxHeight: 512,
    field: 'profilePhotoUrl',
  });
  return storage.put(`avatars/${user.id}-${newToken().slice(0, 16)}.webp`, image, 'image/webp');
}

/** E-mail changes per account: 5 an hour (each one e-mails a link; the password check has its own limit). */
export const EMAIL_CHANGES_PER_HOUR = 5;

/**
 * A new e-mail address does not replace the account's until its link is opened (auth/verification.ts). The answer
 * is the same whether another account holds the address or not; if one does, no link is sent and that address's
 * owner is told someone tried.
 */
async function requestEmailChange(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes'>,
  user: UserRow,
  input: UpdateProfileInput,
  lang: Language,
) {
  const { db } = deps;
  await assertCurrentPassword(db, user, input.currentPassword, deps.clock.now());
  await consumeRateLimit(
    db,
    [{ key: `email-change:user:${user.id}`, limit: EMAIL_CHANGES_PER_HOUR, windowMs: 3600 * 1000 }],
    'emailChanges',
    deps.clock.now(),
  );
  const [holder] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.email, input.email), ne(users.id, user.id)))
    .limit(1);
  await startVerification(
    deps,
    user,
    input.email,
    lang,
    holder ? emailInUseEmail(holder.email, holder.language) : true,
  );
}

export async function updateProfile(
  deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'outboxes' | 'storage'>,
  user: UserRow,
  input: UpdateProfileInput,
  lang: Language,
): Promise<UserRow> {
  const { db, storage } = deps;
  if (input.email !== user.email.toLowerCase()) await requestEmailChange(deps, user, input, lang);
  const photoUrl = await resolvePhoto(storage, user, input.profilePhotoUrl);
  const mobile = input.mobileNumber ? splitMobileNumber(input.mobileNumber) : null;
  const mobileNumber = mobile
    ? `${mobile.countryCode} ${mobile.number}`
    : input.mobileNumber === undefined
      ? user.mobileNumber
      : null;
  let updated: UserRow;
  try {
    [updated] = await db
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber,
        countryCode: mobile?.countryCode ?? input.countryCode ?? user.countryCode,
        // A changed number is no longer the verified one.
        phoneVerified: mobileNumber === user.mobileNumber ? user.phoneVerified : false,
        profilePhotoUrl: photoUrl,
        language: input.language ?? user.language,
        updatedAt: deps.clock.now(),
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (e) {
    if (photoUrl !== user.profilePhotoUrl && photoUrl) await storage.remove(photoUrl);
    throw e;
  }
  if (user.profilePhotoUrl && user.profilePhotoUrl !== photoUrl) await storage.remove(user.profilePhotoUrl);
  return updated;
}

/**
 * The rentals an account's deletion touches: its pending requests on both sides, declined (as if the listings were
 * deleted: they are withdrawn) or cancelled (withdrawn by their renter). Run after the account is anonymised, so the
 * notices name the deleted user as such; the rows were locked before (lockPendingRentals).
 */
async function closePendingRentals(
  tx: DbOrTx,
  fx: Effects,
  process: RentalProcess,
  userId: number,
  now: Date,
): Promise<void> {
  const pending = eq(rentals.status, 'pending');
  await process.move(tx, fx, {
    action: 'decline',
    actor: 'system',
    reason: 'item_deleted',
    where: and(eq(rentals.ownerId, userId), pending) as SQL,
    now,
  });
  await process.move(tx, fx, {
    action: 'cancel',
    actor: 'renter',
    where: and(eq(rentals.renterId, userId), pending) as SQL,
    now,
  });
}

/** Locks the pending requests on both sides of an account: an accept racing with its deletion takes turns with it. */
async function lockPendingRentals(tx: DbOrTx, userId: number) {
  await tx
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(or(eq(rentals.ownerId, userId), eq(rentals.renterId, userId)), eq(rentals.status, 'pending')))
    .for('update');
}

/**
 * Deleting an account wipes its personal data (e-mail, names, phone, photo, password) and ends its sessions.
 * The row stays, anonymised, so that other people's rentals and reviews keep a counterpart
 * (docs/decisions/0004-account-deletion.md). Refused (409 ACCOUNT_HAS_ACTIVE_RENTALS, nothing changes) while the user is the owner or
 * the renter of a confirmed or active rental; otherwise their listings are withdrawn, their pending requests
 * cancelled, the pending requests for their items declined, and the other parties told after the commit.
 */
export async function deleteAccount(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config' | 'documents' | 'clock' | 'process' | 'outboxes'>,
  user: UserRow,
  currentPassword: string,
  log?: NoticeLog,
) {
  const { db, storage } = deps;
  await assertCurrentPassword(db, user, currentPassword, deps.clock.now());
  let kycKeys: string[] = [];
  let exportKeys: string[] = [];
  let uploadUrls: string[] = [];
  await withEffects(
    deps,
    async (tx, fx) => {
      const now = deps.clock.now();
      // Locking the pending requests first: an accept racing with this either committed before (and is seen by the
      // check below) or waits and then finds the request closed.
      await lockPendingRentals(tx, user.id);
      const [held] = await tx
        .select({ id: rentals.id })
        .from(rentals)
        .where(
          and(
            or(eq(rentals.ownerId, user.id), eq(rentals.renterId, user.id)),
            inArray(rentals.status, ['confirmed', 'active']),
          ),
        )
        .limit(1);
      if (held) throw new AppError('ACCOUNT_HAS_ACTIVE_RENTALS');
      await tx
        .update(items)
        .set({ deletedAt: now, updatedAt: now })
        .where(and(eq(items.ownerId, user.id), isNull(items.deletedAt)));
      await tx
        .update(users)
        .set({
          email: `deleted-${user.id}@deleted.invalid`,
          username: `deleted-${user.id}`,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          firstName: null,
          lastName: null,
          mobileNumber: null,
          phoneVerified: false,
          profilePhotoUrl: null,
          isVerified: false,
          emailVerifiedAt: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, user.id));
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await announceSessionsEnded(tx, user.id);
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await tx.delete(emailVerifications).where(eq(emailVerifications.userId, user.id));
      await tx.delete(knownLogins).where(eq(knownLogins.userId, user.id));
      // Identity documents go at once (decision 0038): the rows now, the files once the deletion has committed.
      kycKeys = await deleteKycOfUser(tx, user.id);
      uploadUrls = await deleteOwnRecords(tx, user.id);
      exportKeys = await deleteExportsOfUser(tx, user.id);
      await closePendingRentals(tx, fx, deps.process, user.id, now);
    },
    log,
  );
  if (user.profilePhotoUrl) await storage.remove(user.profilePhotoUrl);
  await removeKycDocuments(deps.documents, [...kycKeys, ...exportKeys], log);
  for (const url of uploadUrls)
    await storage.remove(url).catch((err: unknown) => log?.error({ err }, 'account deletion: upload not removed'));
}

/**
 * What is only the user's own and goes with the account at once (docs/retention.md): consents, favourites, saved
 * searches, notifications, phone codes, live events, contact-form messages, uploads (the URLs of those no listing
 * uses returned for the files to go after the commit), and the DAC7 tax data of an account that never earned (no
 * payout, no paid rental of its items). Kept, detached from the person: rentals, reviews and messages the other party
 * shares, and the accounting and DAC7 records of one that did (retention job).
 */
async function deleteOwnRecords(tx: DbOrTx, userId: number): Promise<string[]> {
  await tx.delete(consents).where(eq(consents.userId, userId));
  await tx.delete(favourites).where(eq(favourites.userId, userId));
  await tx.delete(savedSearches).where(eq(savedSearches.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(phoneVerifications).where(eq(phoneVerifications.userId, userId));
  await tx.delete(liveEvents).where(eq(liveEvents.userId, userId));
  await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
  // Earned: a payout, or a paid rental of their item whose payout is still to come (the DAC7 report counts payments).
  const [earned] = await tx
    .select({ id: payouts.id })
    .from(payouts)
    .where(eq(payouts.ownerId, userId))
    .union(
      tx
        .select({ id: payments.id })
        .from(payments)
        .innerJoin(rentals, eq(rentals.id, payments.rentalId))
        .where(and(eq(rentals.ownerId, userId), isNotNull(payments.paidAt))),
    )
    .limit(1);
  if (!earned) await tx.delete(taxInfos).where(eq(taxInfos.userId, userId));
  const gone = await tx.delete(uploads).where(eq(uploads.userId, userId)).returning({ url: uploads.url });
  // An upload a listing uses stays as that listing's photo (withdrawn with it, the other parties' rentals show it).
  const used = gone.length
    ? await tx
        .select({ urls: items.imageUrls })
        .from(items)
        .where(eq(items.ownerId, userId))
        .then((rows) => new Set(rows.flatMap((r) => r.urls)))
    : new Set<string>();
  return gone.map((u) => u.url).filter((url) => !used.has(url));
}
