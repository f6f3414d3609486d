import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '@/server/adapters/storage/local-storage';
import { AppError } from '@/server/lib/errors';
import { jpegWithExif, startImageServer } from '@/server/lib/test-image-server';
import { createTestApp, registerUser, type TestContext } from '@/server/test/test-app';
import { resolveListingPhotos } from './service';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

async function appError(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return e as AppError;
  }
  throw new Error('expected an AppError');
}

function setup(ctx: TestContext) {
  const uploadsDir = path.join(ctx.dataDir, 'uploads');
  const deps = { db: ctx.db, config: ctx.config, storage: createLocalStorage(uploadsDir), clock: ctx.clock };
  const fileOf = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
  const itemFiles = () =>
    fs.existsSync(path.join(uploadsDir, 'items')) ? fs.readdirSync(path.join(uploadsDir, 'items')).sort() : [];
  const upload = async (cookie: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: await jpegWithExif(),
      headers: { cookie, 'content-type': 'image/jpeg' },
    });
    expect(res.statusCode).toBe(201);
    return res.json().url as string;
  };
  return { deps, fileOf, itemFiles, upload };
}

describe('resolveListingPhotos', async () => {
  const ctx = await createTestApp();
  const { deps, fileOf, itemFiles, upload } = setup(ctx);

  it('re-encodes data URLs into both variants without EXIF and keeps the order', async () => {
    const u = await registerUser(ctx.app);
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const urls = await resolveListingPhotos(deps, u.id, [
      dataUrl('image/jpeg', await jpegWithExif()),
      dataUrl('image/png', png),
    ]);
    expect(urls).toHaveLength(2);
    for (const url of urls) {
      expect(url).toMatch(new RegExp(`^/uploads/items/${u.id}-[\\w-]+\\.webp$`));
      for (const file of [fileOf(url), fileOf(url.replace(/\.webp$/, '.card.webp'))]) {
        const bytes = fs.readFileSync(file);
        const meta = await sharp(bytes).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(bytes.toString('latin1')).not.toContain('secret-owner');
      }
    }
    expect((await sharp(fs.readFileSync(fileOf(urls[1]))).metadata()).width).toBe(50);
  });

  it('refuses a renamed non-image data URL, naming the photo', async () => {
    const u = await registerUser(ctx.app);
    const err = await appError(
      resolveListingPhotos(deps, u.id, [dataUrl('image/png', Buffer.from('plain text, not a png'))]),
    );
    expect(err.status).toBe(400);
    expect(err.code).toBe('INVALID_IMAGE');
    expect(err.fields).toEqual({ 'imageUrls.0': 'validation.invalidImage' });
    expect((await appError(resolveListingPhotos(deps, u.id, ['data:image/png;base64,@@@']))).fields).toHaveProperty(
      'imageUrls.0',
    );
  });

  it('refuses a data URL over 5,000,000 decoded bytes with 413 FILE_TOO_LARGE and removes photos already stored', async () => {
    const u = await registerUser(ctx.app);
    const before = itemFiles();
    const huge = `data:image/jpeg;base64,${Buffer.alloc(5_000_001, 1).toString('base64')}`;
    const err = await appError(resolveListingPhotos(deps, u.id, [dataUrl('image/jpeg', await jpegWithExif()), huge]));
    expect(err.status).toBe(413);
    expect(err.code).toBe('FILE_TOO_LARGE');
    expect(err.fields).toEqual({ 'imageUrls.1': 'validation.fileTooLarge' });
    expect(itemFiles()).toEqual(before);
    // Exactly 5,000,000 bytes is not too large (it is then judged as an image).
    const atLimit = `data:image/jpeg;base64,${Buffer.alloc(5_000_000, 1).toString('base64')}`;
    expect((await appError(resolveListingPhotos(deps, u.id, [atLimit]))).code).toBe('INVALID_IMAGE');
  });

  it("accepts the user's own uploads and refuses someone else's or an unknown /uploads path", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const mine = await upload(owner.cookie);
    const theirs = await upload(other.cookie);
    expect(await resolveListingPhotos(deps, owner.id, [mine])).toEqual([mine]);

    const stolen = await appError(resolveListingPhotos(deps, owner.id, [mine, theirs]));
    expect(stolen.status).toBe(400);
    expect(stolen.fields).toEqual({ 'imageUrls.1': 'validation.invalidImage' });
    for (const url of ['/uploads/items/999-made-up.webp', '/uploads/avatars/1-x.webp', '/etc/passwd']) {
      expect((await appError(resolveListingPhotos(deps, owner.id, [url]))).fields).toEqual({
        'imageUrls.0': 'validation.invalidImage',
      });
    }
  });

  it('refuses http(s) URLs pointing at our own network (default policy)', async () => {
    const u = await registerUser(ctx.app);
    const base = await startImageServer({
      '/p.jpg': async (_req, res) => res.writeHead(200).end(await jpegWithExif()),
    });
    for (const url of [`${base}/p.jpg`, 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/p.jpg']) {
      const err = await appError(resolveListingPhotos(deps, u.id, [url]));
      expect(err.code).toBe('IMAGE_URL_REFUSED');
      expect(err.fields).toEqual({ 'imageUrls.0': 'validation.imageAddressRefused' });
    }
  });
});

describe('resolveListingPhotos with IMAGE_URL_ALLOW_PRIVATE', async () => {
  const ctx = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE: 'true' });
  const { deps, fileOf } = setup(ctx);

  it('fetches an http URL and re-hosts it (never hot-links)', async () => {
    const u = await registerUser(ctx.app);
    const base = await startImageServer({
      '/p.jpg': async (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(await jpegWithExif()),
      '/text.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('not an image'),
    });
    const [url] = await resolveListingPhotos(deps, u.id, [`${base}/p.jpg`]);
    expect(url).toMatch(/^\/uploads\/items\/.+\.webp$/);
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(fs.existsSync(fileOf(url.replace(/\.webp$/, '.card.webp')))).toBe(true);
    const err = await appError(resolveListingPhotos(deps, u.id, [`${base}/p.jpg`, `${base}/text.jpg`]));
    expect(err.code).toBe('IMAGE_URL_REFUSED');
    expect(err.fields).toEqual({ 'imageUrls.1': 'validation.invalidImage' });
  });
});
