import { and, eq } from 'drizzle-orm';
import { MAX_PHOTO_BYTES } from '@/shared/constants/limits';
import type { AppDeps } from '@/server/app-deps';
import type { FileStorage } from '@/server/adapters/storage/storage';
import type { DbOrTx } from '@/server/db/client';
import { uploads } from '@/server/db/tables';
import { AppError } from '@/server/lib/errors';
import {
  dataUrlDecodedSize,
  decodeImageDataUrl,
  encodeListingPhoto,
  removeListingPhoto,
  storeListingVariants,
  type ListingPhotoVariants,
} from '@/server/lib/images';
import { FetchRefused, parseHttpUrl, safeFetch, type FetchRefusal } from '@/server/lib/safe-fetch';
import { newToken } from '@/server/lib/tokens';
import { consumeUserLimit } from '@/server/limits/user-limits';

type PhotoDeps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'clock'>;

function fileTooLarge(field: string) {
  return new AppError('FILE_TOO_LARGE', { [field]: 'validation.fileTooLarge' });
}

/** Where a user's listing photos go: a random name under items/, so URLs cannot be guessed. */
function newPhotoBase(userId: number) {
  return `items/${userId}-${newToken().slice(0, 16)}`;
}

async function storePhoto(storage: FileStorage, userId: number, variants: ListingPhotoVariants): Promise<string> {
  return storeListingVariants(storage, newPhotoBase(userId), variants);
}

/** Checks and re-encodes bytes the user sent (body or data URL); errors name `field`. */
function encode(bytes: Buffer, field: string) {
  if (bytes.length > MAX_PHOTO_BYTES) throw fileTooLarge(field);
  return encodeListingPhoto(bytes, { field, message: 'validation.invalidImage' });
}

/** What the user is told when a photo's URL gives nothing: each refusal says which of their mistakes it was. */
const REFUSAL_MESSAGE: Record<FetchRefusal, string> = {
  'invalid-url': 'validation.invalidUrl',
  'blocked-address': 'validation.imageAddressRefused',
  'too-many-redirects': 'validation.imageUnreachable',
  'http-status': 'validation.imageUnreachable',
  timeout: 'validation.imageUnreachable',
  network: 'validation.imageUnreachable',
  'too-large': 'validation.fileTooLarge',
};

/** A refused photo URL: the field and the message both say why ('Invalid URL', could not download, ...). */
function urlRefused(field: string, messageKey: string) {
  return new AppError(
    'IMAGE_URL_REFUSED',
    { [field]: messageKey },
    {},
    {},
    messageKey === 'validation.invalidImage' ? undefined : messageKey,
  );
}

/**
 * Fetches a photo from a public http(s) URL (never our own network: lib/safe-fetch.ts) and re-encodes it.
 * A malformed URL is 'Invalid URL', one that cannot be downloaded says so, and bytes that are no image are 'Invalid image'.
 */
async function fetchPhoto(config: PhotoDeps['config'], rawUrl: string, field: string): Promise<ListingPhotoVariants> {
  if (!parseHttpUrl(rawUrl)) throw urlRefused(field, 'validation.invalidUrl');
  let body: Buffer;
  try {
    ({ body } = await safeFetch(rawUrl, { allowPrivate: config.IMAGE_URL_ALLOW_PRIVATE, maxBytes: MAX_PHOTO_BYTES }));
  } catch (e) {
    if (!(e instanceof FetchRefused)) throw e;
    throw urlRefused(field, REFUSAL_MESSAGE[e.reason]);
  }
  try {
    return await encodeListingPhoto(body, { field });
  } catch {
    throw urlRefused(field, 'validation.invalidImage');
  }
}

async function recordUpload(db: DbOrTx, userId: number, url: string) {
  await db.insert(uploads).values({ userId, url });
}

/** POST /api/uploads: the raw bytes of one photo, re-encoded and stored; only this user may use the URL later. */
export async function uploadPhoto(deps: PhotoDeps, userId: number, bytes: Buffer): Promise<string> {
  await consumeUserLimit(deps.db, 'photos', userId, 1, deps.clock.now());
  const url = await storePhoto(deps.storage, userId, await encode(bytes, 'file'));
  await recordUpload(deps.db, userId, url);
  return url;
}

/** POST /api/uploads/from-url: a public image re-hosted by us (never hot-linked: docs/decisions/0010). */
export async function uploadPhotoFromUrl(deps: PhotoDeps, userId: number, rawUrl: string): Promise<string> {
  await consumeUserLimit(deps.db, 'photos', userId, 1, deps.clock.now());
  const url = await storePhoto(deps.storage, userId, await fetchPhoto(deps.config, rawUrl, 'url'));
  await recordUpload(deps.db, userId, url);
  return url;
}

async function isOwnUpload(db: DbOrTx, userId: number, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.url, url)))
    .limit(1);
  return Boolean(row);
}

/**
 * Turns the photos of a listing as the client sent them (spec: data URLs or URLs) into URLs of files we host.
 * - data:image/... -> checked, re-encoded, stored (over 5,000,000 bytes: 413 FILE_TOO_LARGE);
 * - a URL of our storage (/uploads/... or the S3 public URL) -> only a file this user uploaded (POST /api/uploads);
 * - any other http(s)://... -> fetched from a public address, checked, re-encoded, stored.
 * Errors name the photo's index: fields `imageUrls.<i>`. Returns the main variant's URL of each, in order.
 * Each photo decoded or fetched here counts against the user's photo budget like an upload (429 before any work).
 */
export async function resolveListingPhotos(deps: PhotoDeps, userId: number, imageUrls: string[]): Promise<string[]> {
  const isOurs = (url: string) => deps.storage.owns(url) || url.startsWith('/');
  await consumeUserLimit(deps.db, 'photos', userId, imageUrls.filter((url) => !isOurs(url)).length, deps.clock.now());
  const out: string[] = [];
  // Files stored by this call; if a later photo is refused they are removed again.
  const created: string[] = [];
  try {
    for (const [i, url] of imageUrls.entries()) {
      const field = `imageUrls.${i}`;
      if (isOurs(url)) {
        if (!(await isOwnUpload(deps.db, userId, url)))
          throw new AppError('INVALID_IMAGE', { [field]: 'validation.invalidImage' });
        out.push(url);
        continue;
      }
      let variants: ListingPhotoVariants;
      if (url.startsWith('data:')) {
        // Judge the size before decoding: a huge data URL is refused without allocating its bytes.
        if (dataUrlDecodedSize(url) > MAX_PHOTO_BYTES) throw fileTooLarge(field);
        variants = await encode(decodeImageDataUrl(url, field, 'validation.invalidImage'), field);
      } else {
        variants = await fetchPhoto(deps.config, url, field);
      }
      const stored = await storePhoto(deps.storage, userId, variants);
      created.push(stored);
      out.push(stored);
    }
  } catch (e) {
    await Promise.all(created.map((url) => removeListingPhoto(deps.storage, url)));
    throw e;
  }
  return out;
}
