import { z } from 'zod';

/** An http(s) address of a photo (spec 01 §5: 'Invalid URL' otherwise). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** POST /api/uploads/from-url: the server fetches the image from a public address and re-hosts it. */
export const imageFromUrlSchema = z.object({
  url: z
    .string({ error: 'validation.invalidUrl' })
    .trim()
    .max(2048, 'validation.invalidUrl')
    .refine(isHttpUrl, 'validation.invalidUrl'),
});

/**
 * POST /api/uploads and /api/uploads/from-url answer 201 with the stored photo's URL (its main variant, a
 * `.webp` file); the card variant is the same URL ending in `.card.webp` (local /uploads/ and S3 alike).
 */
export const uploadResultSchema = z.object({ url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export { LISTING_CARD_BOX, LISTING_MAIN_BOX } from '@/shared/constants/photos';

export function cardPhotoUrl(url: string): string {
  return url.replace(/\.webp$/, '.card.webp');
}
