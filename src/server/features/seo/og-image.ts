import sharp from 'sharp';
import { OG_IMAGE_SIZE } from '@/shared/constants/seo';
import type { FileStorage } from '@/server/adapters/storage/storage';
import type { Db } from '@/server/db/client';
import { findItem } from '@/server/features/items/public';

/** About 60 kB each: a few hundred of the most shared items stay in memory. */
const CACHED_IMAGES = 300;
const JPEG_QUALITY = 80;

/** Largest id an items row can have (integer column): a longer number is no item, not a database error. */
const MAX_ID = 2_147_483_647;

/** The item's first photo as a link preview: cropped to fill 1200 × 630 (what Facebook, LinkedIn and X show). */
export async function renderOgImage(photo: Buffer): Promise<Buffer> {
  return sharp(photo)
    .rotate()
    .resize({ ...OG_IMAGE_SIZE, fit: 'cover', position: 'attention' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * The preview images of items, made on first request and kept in a small LRU keyed by the item's id and its last
 * change (an edited photo is a new key; the old entry ages out). null for an item that is not listed or has no photo
 * we can read.
 */
export function createOgImages({ db, storage }: { db: Db; storage: FileStorage }) {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, Promise<Buffer | null>>();

  const remember = (key: string, image: Promise<Buffer | null>) => {
    cache.set(key, image);
    if (cache.size > CACHED_IMAGES) cache.delete(cache.keys().next().value!);
    // A failure is not remembered: the next request tries again.
    image.catch(() => cache.delete(key));
    return image;
  };

  return async function itemOgImage(id: number): Promise<Buffer | null> {
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
    const item = await findItem(db, id);
    const first = item?.imageUrls.find((u) => u.trim() !== '');
    if (!item || !first) return null;
    const key = `${id}:${item.updatedAt.getTime()}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      return remember(key, hit);
    }
    return remember(
      key,
      storage.get(first).then((photo) => (photo ? renderOgImage(photo) : null)),
    );
  };
}
