import sharp from 'sharp';
import { AppError } from './errors';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Decodes `data:image/...;base64,...`; anything else is not an image upload. */
export function decodeImageDataUrl(dataUrl: string, field: string): Buffer {
  const m = /^data:image\/[a-z0-9.+-]+;base64,([A-Za-z0-9+/=\s]+)$/i.exec(dataUrl);
  if (!m) throw new AppError('INVALID_IMAGE', { [field]: 'validation.invalidPhoto' });
  return Buffer.from(m[1], 'base64');
}

/**
 * Checks the bytes are an image (by content, whatever the name or declared type says) and re-encodes it:
 * orientation applied, EXIF/GPS and every other metadata dropped, bounded in size, WebP out.
 */
export async function reencodeImage(input: Buffer, opts: { maxWidth: number; maxHeight: number; field: string }): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('INVALID_IMAGE', { [opts.field]: 'validation.invalidPhoto' });
  try {
    return await sharp(input, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: opts.maxWidth, height: opts.maxHeight, fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE', { [opts.field]: 'validation.invalidPhoto' });
  }
}
