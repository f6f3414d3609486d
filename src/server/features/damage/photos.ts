import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import type { AppDeps } from '@/server/app-deps';
import { damageReports, handoverRecords, uploads } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import { dataUrlDecodedSize, decodeImageDataUrl, encodeListingPhoto, removeListingPhoto } from '@/server/lib/images';
import { consumeUserLimit } from '@/server/limits/user-limits';

type PhotoDeps = Pick<AppDeps, 'db' | 'storage' | 'documents' | 'clock'>;

/** A rental photo's file name: random, so that it says nothing and cannot be guessed. */
const NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The private storage key of a rental photo's file name, or null for a name that is not one. */
export function photoKey(rentalId: number, name: string): string | null {
  return NAME.test(name) ? `rentals/${rentalId}/${name}` : null;
}

/** The authorised URL a key is served from (GET /api/rentals/{id}/photos/{name}: the two parties and admins). */
export function photoUrl(key: string): string {
  const [, rentalId, name] = key.split('/');
  return `/api/rentals/${rentalId}/photos/${name}`;
}

export const photoUrls = (keys: readonly string[]): string[] => keys.map(photoUrl);

function invalid(field: string): AppError {
  return new AppError('INVALID_IMAGE', { [field]: 'validation.invalidImage' });
}

/** The bytes of one photo as sent: an image data URL, or the URL of a file this user uploaded (POST /api/uploads). */
async function bytesOf(deps: PhotoDeps, userId: number, input: string, field: string): Promise<Buffer> {
  if (input.startsWith('data:')) {
    if (dataUrlDecodedSize(input) > MAX_PHOTO_BYTES)
      throw new AppError('FILE_TOO_LARGE', { [field]: 'validation.fileTooLarge' });
    return decodeImageDataUrl(input, field, 'validation.invalidImage');
  }
  if (!deps.storage.owns(input) && !input.startsWith('/uploads/')) throw invalid(field);
  const [own] = await deps.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.url, input)))
    .limit(1);
  const bytes = own ? await deps.storage.get(input) : null;
  if (!bytes) throw invalid(field);
  return bytes;
}

/** Photos taken in: their private keys, and the public uploads they came from (removed once the record commits). */
export interface TakenPhotos {
  keys: string[];
  uploads: string[];
}

/**
 * Takes a rental's photos in through the listing photos' pipeline (checked by content, re-encoded to WebP inside
 * 1200 px, every metadata dropped) and stores them privately, encrypted (adapters/documents), under the rental.
 * Errors name the photo: `<field>.<i>`. Data URLs count against the user's photo budget like uploads. If a later
 * photo is refused, the ones stored are removed again.
 */
export async function takePhotos(
  deps: PhotoDeps,
  userId: number,
  rentalId: number,
  inputs: readonly string[],
  field: string,
): Promise<TakenPhotos> {
  await consumeUserLimit(
    deps.db,
    'photos',
    userId,
    inputs.filter((u) => u.startsWith('data:')).length,
    deps.clock.now(),
  );
  const taken: TakenPhotos = { keys: [], uploads: [] };
  try {
    for (const [i, input] of inputs.entries()) {
      const f = `${field}.${i}`;
      const bytes = await bytesOf(deps, userId, input, f);
      if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('FILE_TOO_LARGE', { [f]: 'validation.fileTooLarge' });
      const { main } = await encodeListingPhoto(bytes, { field: f, message: 'validation.invalidImage' });
      const key = `rentals/${rentalId}/${randomUUID()}.webp`;
      await deps.documents.put(key, main, 'image/webp');
      taken.keys.push(key);
      if (!input.startsWith('data:')) taken.uploads.push(input);
    }
  } catch (e) {
    await dropPhotos(deps, taken.keys);
    throw e;
  }
  return taken;
}

/** Removes private photo files (a record that did not commit, retention); a missing file is not an error. */
export async function dropPhotos(deps: Pick<AppDeps, 'documents'>, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((k) => deps.documents.remove(k).catch(() => undefined)));
}

/**
 * After the record's transaction failed: the photos go unless a record names them. A refusal (AppError) rolled the
 * transaction back for certain; any other failure (a connection lost during COMMIT) leaves the outcome unknown, so the
 * records are asked first, and if that cannot be known either the files stay: a few private files without a record
 * are better than a committed record whose photos were deleted.
 */
export async function dropPhotosUnlessRecorded(
  deps: Pick<AppDeps, 'db' | 'documents'>,
  keys: readonly string[],
  failure: unknown,
): Promise<void> {
  if (keys.length === 0) return;
  if (!(failure instanceof AppError)) {
    try {
      if (await recorded(deps, keys[0])) return;
    } catch {
      return;
    }
  }
  await dropPhotos(deps, keys);
}

/** Whether a handover record or a damage report (either side) names the key. */
async function recorded(deps: Pick<AppDeps, 'db'>, key: string): Promise<boolean> {
  const one = sql`${JSON.stringify([key])}::jsonb`;
  const rows = await deps.db.execute(
    sql`SELECT 1 FROM ${handoverRecords} WHERE ${handoverRecords.photoKeys} @> ${one}
        UNION ALL SELECT 1 FROM ${damageReports}
        WHERE ${damageReports.photoKeys} @> ${one} OR ${damageReports.renterPhotoKeys} @> ${one} LIMIT 1`,
  );
  return rows.rows.length > 0;
}

/**
 * Once the record that took them committed, the public uploads the photos came from are removed: a rental's photos
 * are private to its parties. Best effort: a file that stays is an unlisted public copy of the user's own upload.
 */
export async function forgetUploads(deps: Pick<AppDeps, 'storage'>, urls: readonly string[]): Promise<void> {
  await Promise.all(urls.map((u) => removeListingPhoto(deps.storage, u).catch(() => undefined)));
}
