import sharp from 'sharp';
import { AppError } from '@/server/lib/errors';

/** What a phone camera or a scanner produces; judged by the bytes, never by the name or the declared type. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif', 'tiff']);
/** A small file may claim a huge canvas: 50 megapixels is above any phone camera. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Large enough to read a document's smallest print, small enough to keep what is stored bounded. */
export const KYC_IMAGE_BOX = 2400;
const JPEG_QUALITY = 85;

/**
 * The stored form of a document photo: decoded (so only a real image passes), turned upright by its EXIF
 * orientation, shrunk into KYC_IMAGE_BOX, and re-encoded as JPEG without any metadata (sharp writes none unless
 * asked): no GPS, no camera serial, nothing but the pixels.
 */
export async function encodeDocumentImage(input: Buffer, field: string): Promise<Buffer> {
  const refused = () => new AppError('INVALID_IMAGE', { [field]: 'validation.invalidImage' });
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw refused();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refused();
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: KYC_IMAGE_BOX, height: KYC_IMAGE_BOX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
  } catch {
    throw refused();
  }
}
