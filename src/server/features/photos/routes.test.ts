import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploads } from '@/server/db/tables';
import { jpegWithExif, startImageServer } from '@/server/lib/test-image-server';
import { createTestApp, registerUser } from '@/server/test/test-app';

const MAX = 5_000_000;

/** Both stored variants of an uploaded photo, read from disk. */
function variantsOf(dataDir: string, url: string) {
  const file = (u: string) => path.join(dataDir, 'uploads', u.replace(/^\/uploads\//, ''));
  const card = url.replace(/\.webp$/, '.card.webp');
  return { main: fs.readFileSync(file(url)), card: fs.readFileSync(file(card)), cardUrl: card };
}

async function expectClean(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(bytes.toString('latin1')).not.toContain('secret-owner');
  expect(bytes.toString('latin1')).not.toContain('SpyCam');
  return meta;
}

describe('POST /api/uploads', async () => {
  const { app, db, dataDir } = await createTestApp();
  const upload = (cookie: string | undefined, body: Buffer | string, type = 'image/jpeg', lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body,
      headers: { 'content-type': type, 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    });

  it('needs a session: 401 before anything is read or stored', async () => {
    const res = await upload(undefined, await jpegWithExif());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    expect(await db.$count(uploads)).toBe(0);
  });

  it('re-encodes a JPEG into two WebP variants without EXIF/GPS, records the upload and serves both', async () => {
    const u = await registerUser(app);
    const res = await upload(u.cookie, await jpegWithExif(1600, 1000));
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/items/${u.id}-[\\w-]+\\.webp$`));
    const { main, card, cardUrl } = variantsOf(dataDir, url);
    const mainMeta = await expectClean(main);
    expect([mainMeta.width, mainMeta.height]).toEqual([1200, 750]);
    const cardMeta = await expectClean(card);
    expect([cardMeta.width, cardMeta.height]).toEqual([480, 360]);
    const [row] = await db.select().from(uploads).where(eq(uploads.url, url));
    expect(row.userId).toBe(u.id);
    for (const u2 of [url, cardUrl]) {
      const served = await app.inject(u2);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }
  });

  it('applies the EXIF orientation to the pixels', async () => {
    const u = await registerUser(app);
    // 300 x 100 stored sideways: orientation 6 means "rotate 90° clockwise to view".
    const sideways = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#c00' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(u.cookie, sideways);
    expect(res.statusCode).toBe(201);
    const meta = await sharp(variantsOf(dataDir, res.json().url).main).metadata();
    expect([meta.width, meta.height]).toEqual([100, 300]);
    expect(meta.orientation).toBeUndefined();
  });

  it('judges by the bytes: a renamed text file, an SVG and a pixel bomb are refused and nothing is stored', async () => {
    const u = await registerUser(app);
    const before = await db.$count(uploads);
    for (const [lang, said] of [
      ['en', 'Invalid image'],
      ['pl', 'Nieprawidłowy obraz'],
    ]) {
      const res = await upload(u.cookie, 'just some text, not a picture', 'image/png', lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_IMAGE');
      expect(res.json().fields.file).toBe(said);
    }
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect((await upload(u.cookie, svg, 'image/svg+xml')).statusCode).toBe(400);
    const bomb = Buffer.from(
      await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    bomb.writeUInt32BE(20000, 16);
    bomb.writeUInt32BE(20000, 20);
    expect((await upload(u.cookie, bomb, 'image/png')).statusCode).toBe(400);
    expect((await upload(u.cookie, Buffer.alloc(0), 'image/png')).statusCode).toBe(400);
    expect(await db.$count(uploads)).toBe(before);
  });

  it('refuses a body over 5,000,000 bytes with 413 FILE_TOO_LARGE; exactly the limit is read', async () => {
    const u = await registerUser(app);
    const said = {
      en: ['File too large: please select an image smaller than 5MB', 'Please select an image smaller than 5MB'],
      pl: ['Plik jest za duży: wybierz obraz mniejszy niż 5 MB', 'Wybierz obraz mniejszy niż 5 MB'],
    };
    for (const lang of ['en', 'pl'] as const) {
      const res = await upload(u.cookie, Buffer.alloc(MAX + 1, 7), 'image/jpeg', lang);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ code: 'FILE_TOO_LARGE', message: said[lang][0], fields: { file: said[lang][1] } });
    }
    // At the limit the body is accepted and judged by its content (here: not an image).
    const atLimit = await upload(u.cookie, Buffer.alloc(MAX, 7));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().code).toBe('INVALID_IMAGE');
  });

  it('only image bodies: JSON or form data is not an upload', async () => {
    const u = await registerUser(app);
    const json = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: { file: 'x' },
      headers: { cookie: u.cookie },
    });
    expect(json.statusCode).toBe(400);
    const text = await upload(u.cookie, 'hello', 'text/plain');
    expect([400, 415]).toContain(text.statusCode);
  });
});

describe('POST /api/uploads/from-url', async () => {
  const { app, db } = await createTestApp();
  const fromUrl = (cookie: string | undefined, url: unknown, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/uploads/from-url',
      payload: { url },
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    });
  const base = await startImageServer({
    '/photo.jpg': async (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(await jpegWithExif()),
  });
  const port = new URL(base).port;

  it('needs a session', async () => {
    const res = await fromUrl(undefined, 'https://example.com/a.jpg');
    expect(res.statusCode).toBe(401);
  });

  it('refuses loopback, private, link-local and IPv6 loopback targets, by address or by name, without fetching', async () => {
    const u = await registerUser(app);
    const refused = [
      `${base}/photo.jpg`,
      `http://10.0.0.1/photo.jpg`,
      'http://169.254.169.254/latest/meta-data/',
      `http://[::1]:${port}/photo.jpg`,
      `http://[::ffff:127.0.0.1]:${port}/photo.jpg`,
      `http://localhost:${port}/photo.jpg`,
    ];
    const said = {
      en: 'This address is not allowed: use a public image address',
      pl: 'Ten adres jest niedozwolony: podaj publiczny adres obrazu',
    };
    for (const url of refused) {
      for (const lang of ['en', 'pl'] as const) {
        const res = await fromUrl(u.cookie, url, lang);
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toEqual({ code: 'IMAGE_URL_REFUSED', message: said[lang], fields: { url: said[lang] } });
      }
    }
    expect(await db.$count(uploads)).toBe(0);
  });

  it('answers Invalid URL for anything that is not an http(s) URL (in Polish: its own words)', async () => {
    const u = await registerUser(app);
    for (const url of ['not a url', 'ftp://example.com/a.jpg', 'javascript:alert(1)', 'file:///etc/passwd', '']) {
      const res = await fromUrl(u.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('IMAGE_URL_REFUSED');
      expect(res.json().fields.url).toBe('Invalid URL');
      expect(res.json().message).toBe('Invalid URL');
    }
    expect((await fromUrl(u.cookie, 'not a url', 'pl')).json()).toMatchObject({
      message: 'Nieprawidłowy adres URL',
      fields: { url: 'Nieprawidłowy adres URL' },
    });
    expect((await fromUrl(u.cookie, 42)).statusCode).toBe(400);
  });

  it('URL photos count against the account’s hourly photo budget (429 past 100), without touching other accounts', async () => {
    const busy = await registerUser(app);
    const other = await registerUser(app);
    for (let i = 0; i < 100; i++) expect((await fromUrl(busy.cookie, 'not a url')).statusCode).toBe(400);
    const limited = await fromUrl(busy.cookie, 'not a url');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many photos uploaded\. Try again in \d+ min$/),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await fromUrl(other.cookie, 'not a url')).statusCode).toBe(400);
  });
});

describe('POST /api/uploads/from-url with IMAGE_URL_ALLOW_PRIVATE (tests and e2e only)', async () => {
  const { app, db, dataDir } = await createTestApp({ IMAGE_URL_ALLOW_PRIVATE: 'true' });
  const base = await startImageServer({
    '/photo.jpg': async (_req, res) =>
      res.writeHead(200, { 'content-type': 'image/jpeg' }).end(await jpegWithExif(900, 900)),
    '/redirect': (_req, res) => res.writeHead(302, { location: '/photo.jpg' }).end(),
    '/text.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end('this is not a picture'),
    '/huge.jpg': (_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.alloc(MAX + 10, 1)),
    '/gone.jpg': (_req, res) => res.writeHead(404).end(),
  });
  const fromUrl = (cookie: string, url: string) =>
    app.inject({
      method: 'POST',
      url: '/api/uploads/from-url',
      payload: { url },
      headers: { cookie, 'accept-language': 'en' },
    });

  it('fetches the image, re-hosts both variants without EXIF and records the upload', async () => {
    const u = await registerUser(app);
    for (const path_ of ['/photo.jpg', '/redirect']) {
      const res = await fromUrl(u.cookie, base + path_);
      expect(res.statusCode).toBe(201);
      const { url } = res.json();
      expect(url).toMatch(/^\/uploads\/items\/.+\.webp$/);
      const { main, card } = variantsOf(dataDir, url);
      await expectClean(main);
      expect((await expectClean(card)).width).toBe(480);
      const [row] = await db.select().from(uploads).where(eq(uploads.url, url));
      expect(row.userId).toBe(u.id);
    }
  });

  it('refuses a body that is not an image, one that is too large, and one that cannot be downloaded, each saying which', async () => {
    const u = await registerUser(app);
    // A port nobody listens on: the connection is refused.
    const closed = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = srv.address() as net.AddressInfo;
        srv.close(() => resolve(port));
      });
    });
    const cases: [string, string][] = [
      [`${base}/text.jpg`, 'Invalid image'],
      [`${base}/huge.jpg`, 'Please select an image smaller than 5MB'],
      [`${base}/gone.jpg`, 'Could not download the image from this address'],
      [`http://127.0.0.1:${closed}/photo.jpg`, 'Could not download the image from this address'],
    ];
    for (const [url, message] of cases) {
      const res = await fromUrl(u.cookie, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe('IMAGE_URL_REFUSED');
      expect(res.json().fields.url, url).toBe(message);
    }
    const pl = await app.inject({
      method: 'POST',
      url: '/api/uploads/from-url',
      payload: { url: `${base}/gone.jpg` },
      headers: { cookie: u.cookie, 'accept-language': 'pl' },
    });
    expect(pl.json()).toEqual({
      code: 'IMAGE_URL_REFUSED',
      message: 'Nie udało się pobrać obrazu z tego adresu',
      fields: { url: 'Nie udało się pobrać obrazu z tego adresu' },
    });
  });
});
