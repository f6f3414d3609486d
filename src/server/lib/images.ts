import sharp, { type Sharp } from 'sharp';
import type { FileStorage } from '@/server/adapters/storage/storage';
import { LISTING_CARD_BOX, LISTING_MAIN_BOX } from '@/shared/schemas/uploads';
import { AppError } from './errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** A decoded image may hold at most this many pixels (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

const WEBP_QUALITY = 82;

interface ImageErrorOptions {
  field: string;
  /** Message key for the field; avatars say how a photo must be sent, listings just 'Invalid image'. */
  message?: string;
}

function invalidImage({ field, message = 'validation.invalidPhoto' }: ImageErrorOptions): AppError {
  return new AppError('INVALID_IMAGE', { [field]: message });
}

/** Decodes `data:image/...;base64,...`; anything else is not an image upload. */
export function decodeImageDataUrl(dataUrl: string, field: string, message?: string): Buffer {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!m) throw invalidImage({ field, message });
  return Buffer.from(m[1], 'base64');
}

/** The number of bytes a base64 data URL decodes to, without decoding it. */
export function dataUrlDecodedSize(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const b64 = dataUrl.slice(comma + 1).replace(/\s/g, '');
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

/** The image's bytes are judged by their content (magic bytes and a decodable header), whatever the name or declared type says. */
async function assertImage(input: Buffer, err: ImageErrorOptions) {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw invalidImage(err);
}

/**
 * Checks the bytes are an image and re-encodes it (avatars): orientation applied, EXIF/GPS and every other
 * metadata dropped, cropped to the box, WebP out.
 */
export async function reencodeImage(
  input: Buffer,
  opts: { maxWidth: number; maxHeight: number; field: string },
): Promise<Buffer> {
  await assertImage(input, opts);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: opts.maxWidth, height: opts.maxHeight, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    throw invalidImage(opts);
  }
}

export interface ListingPhotoVariants {
  /** Fits inside 1200 x 1200: the item page. */
  main: Buffer;
  /** 480 x 360, cropped to fill: item cards. */
  card: Buffer;
}

/**
 * The two WebP variants of a listing photo from an already trusted sharp pipeline (uploads go through
 * encodeListingPhoto; the demo seed passes its own SVG drawings). sharp writes no metadata unless asked to,
 * so EXIF, GPS, XMP and ICC comments are gone; `rotate()` bakes the EXIF orientation into the pixels.
 */
export async function listingVariants(image: Sharp, opts: { effort?: number } = {}): Promise<ListingPhotoVariants> {
  const webp = { quality: WEBP_QUALITY, effort: opts.effort ?? 4 };
  const [main, card] = await Promise.all([
    image
      .clone()
      .rotate()
      .resize({ ...LISTING_MAIN_BOX, fit: 'inside', withoutEnlargement: true })
      .webp(webp)
      .toBuffer(),
    image
      .clone()
      .rotate()
      .resize({ ...LISTING_CARD_BOX, fit: 'cover', position: 'attention' })
      .webp(webp)
      .toBuffer(),
  ]);
  return { main, card };
}

/** Checks an uploaded listing photo by its content and re-encodes it into both variants. */
export async function encodeListingPhoto(input: Buffer, err: ImageErrorOptions): Promise<ListingPhotoVariants> {
  await assertImage(input, err);
  try {
    return await listingVariants(sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }));
  } catch {
    throw invalidImage(err);
  }
}

/** `<key>.webp` -> `<key>.card.webp`: the card variant lives beside the main file, in any storage. */
export function cardVariantOf(keyOrUrl: string): string {
  return keyOrUrl.replace(/\.webp$/, '.card.webp');
}

/** Stores both variants under `<base>.webp` and `<base>.card.webp`; returns the main file's public URL. */
export async function storeListingVariants(
  storage: FileStorage,
  base: string,
  variants: ListingPhotoVariants,
): Promise<string> {
  const key = `${base}.webp`;
  const [url] = await Promise.all([
    storage.put(key, variants.main, 'image/webp'),
    storage.put(cardVariantOf(key), variants.card, 'image/webp'),
  ]);
  return url;
}

/** Removes both variants of a stored listing photo. */
export async function removeListingPhoto(storage: FileStorage, url: string) {
  await Promise.all([storage.remove(url), storage.remove(cardVariantOf(url))]);
}
