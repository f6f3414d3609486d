import { and, eq, isNull, ne } from 'drizzle-orm';
import { splitMobileNumber, type UpdateProfileInput } from '@/shared/schemas/users';
import type { FileStorage } from '../../adapters/storage/storage';
import type { DbOrTx } from '../../db/client';
import { passwordResetTokens, sessions, users } from '../../db/tables';
import { AppError, isUniqueViolation } from '../../lib/errors';
import { decodeImageDataUrl, reencodeImage } from '../../lib/images';
import { newToken } from '../../lib/tokens';
import { UNUSABLE_PASSWORD_HASH } from '../../lib/passwords';
import type { UserRow } from '../auth/sessions';

export async function findActiveUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .limit(1);
  return u ?? null;
}

/** Only the account's owner may change or delete it; a missing account is 404, someone else's 403. */
export async function assertSelf(db: DbOrTx, actor: UserRow, id: number) {
  if (actor.id === id) return;
  if (!(await findActiveUser(db, id))) throw new AppError('NOT_FOUND');
  throw new AppError('FORBIDDEN');
}

/** A new photo arrives as a data URL; its bytes are checked and re-encoded. Its current URL keeps it; null removes it. */
async function resolvePhoto(storage: FileStorage, user: UserRow, photo: string | null | undefined): Promise<string | null> {
  if (photo === undefined || photo === user.profilePhotoUrl) return user.profilePhotoUrl;
  if (photo === null || photo === '') return null;
  if (!photo.startsWith('data:')) throw new AppError('INVALID_IMAGE', { profilePhotoUrl: 'validation.invalidPhoto' });
  const image = await reencodeImage(decodeImageDataUrl(photo, 'profilePhotoUrl'), { maxWidth: 512, maxHeight: 512, field: 'profilePhotoUrl' });
  return storage.put(`avatars/${user.id}-${newToken().slice(0, 16)}.webp`, image, 'image/webp');
}

export async function updateProfile(db: DbOrTx, storage: FileStorage, user: UserRow, input: UpdateProfileInput): Promise<UserRow> {
  if (input.email !== user.email.toLowerCase()) {
    const clash = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, user.id)))
      .limit(1);
    if (clash.length) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
  }
  const photoUrl = await resolvePhoto(storage, user, input.profilePhotoUrl);
  const mobile = input.mobileNumber ? splitMobileNumber(input.mobileNumber) : null;
  const mobileNumber = mobile ? `${mobile.countryCode} ${mobile.number}` : input.mobileNumber === undefined ? user.mobileNumber : null;
  let updated: UserRow;
  try {
    [updated] = await db
      .update(users)
      .set({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        mobileNumber,
        countryCode: mobile?.countryCode ?? input.countryCode ?? user.countryCode,
        // A changed number is no longer the verified one.
        phoneVerified: mobileNumber === user.mobileNumber ? user.phoneVerified : false,
        profilePhotoUrl: photoUrl,
        language: input.language ?? user.language,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
  } catch (e) {
    // Another account took the address between the check above and this update.
    if (photoUrl !== user.profilePhotoUrl && photoUrl) await storage.remove(photoUrl);
    if (isUniqueViolation(e, 'email')) throw new AppError('EMAIL_TAKEN', { email: 'errors.EMAIL_TAKEN' });
    throw e;
  }
  if (user.profilePhotoUrl && user.profilePhotoUrl !== photoUrl) await storage.remove(user.profilePhotoUrl);
  return updated;
}

/**
 * Deleting an account wipes its personal data (e-mail, names, phone, photo, password) and ends its sessions.
 * The row stays, anonymised, so that other people's rentals and reviews keep a counterpart
 * (docs/decisions/0004-account-deletion.md).
 */
export async function deleteAccount(db: DbOrTx, storage: FileStorage, user: UserRow) {
  await db.transaction(async (tx) => {
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
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
  });
  if (user.profilePhotoUrl) await storage.remove(user.profilePhotoUrl);
}
