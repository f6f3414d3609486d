import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ogItemImagePath } from '@/shared/constants/seo';
import { items } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createTestApp } from '@/server/test/test-app';

/** A photo as uploads store it: a WebP under <DATA_DIR>/uploads, here 800 × 800 (a square to be cropped). */
async function storedPhoto(dataDir: string, name: string, colour = '#3366cc'): Promise<string> {
  const file = path.join(dataDir, 'uploads', 'items', `${name}.webp`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: 800, height: 800, channels: 3, background: colour } })
    .webp()
    .toFile(file);
  return `/uploads/items/${name}.webp`;
}

describe('link preview images of items', async () => {
  const { app, db, dataDir } = await createTestApp();
  const owner = await insertUser(db);
  const photo = await storedPhoto(dataDir, `${owner.id}-og`);
  const item = await insertItem(db, owner.id, { imageUrls: [photo] });

  it('answers the first photo as a 1200 × 630 JPEG, cacheable, whatever the version in the query', async () => {
    for (const url of [ogItemImagePath(item.id), ogItemImagePath(item.id, item.updatedAt.getTime())]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+/);
      const meta = await sharp(res.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: 'jpeg',
        width: 1200,
        height: 630,
      });
    }
  });

  it('404s for an unknown, deleted or photo-less item and for a name that is no item image', async () => {
    const deleted = await insertItem(db, owner.id, { imageUrls: [photo], deletedAt: new Date() });
    const missingFile = await insertItem(db, owner.id, { imageUrls: ['/uploads/items/none.webp'] });
    for (const url of [
      ogItemImagePath(2_000_000_000),
      ogItemImagePath(deleted.id),
      ogItemImagePath(missingFile.id),
      `/og/items/${item.id}.png`,
      '/og/items/0.jpg',
      '/og/items/99999999999.jpg',
      '/og/items/abc.jpg',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('makes the image again after the item changed (its photos may have)', async () => {
    const other = await storedPhoto(dataDir, `${owner.id}-og-2`, '#cc6633');
    const first = (await app.inject(ogItemImagePath(item.id))).rawPayload;
    await db
      .update(items)
      .set({ imageUrls: [other], updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(items.id, item.id));
    const second = (await app.inject(ogItemImagePath(item.id))).rawPayload;
    expect(second.equals(first)).toBe(false);
  });
});
