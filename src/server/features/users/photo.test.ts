import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/tables';
import { createTestApp, registerUser } from '@/server/test/test-app';

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

/** A JPEG carrying EXIF: a copyright line and a GPS position. */
function jpegWithExif() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
    .jpeg()
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'SpyCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 13/1 0/1' },
    })
    .toBuffer();
}

/** A tiny PNG whose header claims 20000 x 20000 pixels. */
async function pixelBomb() {
  const b = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  b.writeUInt32BE(20000, 16);
  b.writeUInt32BE(20000, 20);
  b.writeUInt32BE(zlib.crc32(b.subarray(12, 29)), 29);
  return b;
}

describe('profile photo', async () => {
  const { app, db, dataDir } = await createTestApp();
  const uploads = path.join(dataDir, 'uploads');
  // The account's own e-mail: a changed one would ask for the password (account-verification.test.ts).
  const put = async (id: number, cookie: string, profilePhotoUrl: unknown, lang = 'en') => {
    const [{ email }] = await db.select({ email: users.email }).from(users).where(eq(users.id, id));
    return app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      payload: { email, firstName: 'Fot', lastName: 'Ograf', profilePhotoUrl },
      headers: { cookie, 'accept-language': lang },
    });
  };
  const avatarFiles = () =>
    fs.existsSync(path.join(uploads, 'avatars')) ? fs.readdirSync(path.join(uploads, 'avatars')) : [];
  const fileOf = (url: string) => path.join(uploads, url.replace(/^\/uploads\//, ''));

  it('re-encodes an uploaded JPEG without its EXIF/GPS, stores it and serves it at its URL', async () => {
    const u = await registerUser(app);
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await put(u.id, u.cookie, dataUrl('image/jpeg', original));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().profilePhotoUrl;
    expect(url).toMatch(new RegExp(`^/uploads/avatars/${u.id}-[\\w-]+\\.webp$`));
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row.profilePhotoUrl).toBe(url);

    const stored = fs.readFileSync(fileOf(url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('secret-owner');
    expect(stored.toString('latin1')).not.toContain('SpyCam');
    expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(512);

    const served = await app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored)).toBe(true);
    // The public profile shows it.
    expect((await app.inject(`/api/users/${u.id}`)).json().profilePhotoUrl).toBe(url);
  });

  it('judges by the bytes, not the declared type: text sent as image/png is refused and nothing is saved', async () => {
    const u = await registerUser(app);
    const before = avatarFiles();
    for (const lang of ['en', 'pl']) {
      const res = await put(u.id, u.cookie, dataUrl('image/png', Buffer.from('just some text, not a picture')), lang);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_IMAGE');
      expect(res.json().message).toBe(
        lang === 'en' ? 'The file is not a supported image' : 'Plik nie jest obsługiwanym obrazem',
      );
      expect(res.json().fields).toHaveProperty('profilePhotoUrl');
    }
    expect(avatarFiles()).toEqual(before);
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row.profilePhotoUrl).toBeNull();
    expect(row.firstName).toBe('Jan');
  });

  it('refuses an SVG, a pixel bomb, broken base64, a foreign URL and a path it did not hand out', async () => {
    const u = await registerUser(app);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refused = [
      dataUrl('image/svg+xml', svg),
      dataUrl('image/png', await pixelBomb()),
      'data:image/png;base64,@@@not-base64@@@',
      'data:image/png,rawbytes',
      'https://evil.example.com/tracker.png',
      '/uploads/avatars/someone-else.webp',
      'javascript:alert(1)',
    ];
    for (const photo of refused) {
      const res = await put(u.id, u.cookie, photo);
      expect(res.statusCode, photo.slice(0, 40)).toBe(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [row] = await db.select().from(users).where(eq(users.id, u.id));
    expect(row.profilePhotoUrl).toBeNull();
  });

  it('keeps the photo when its own URL is sent back, replaces it (deleting the old file), and removes it with null', async () => {
    const u = await registerUser(app);
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00f8' } })
      .png()
      .toBuffer();
    const first: string = (await put(u.id, u.cookie, dataUrl('image/png', png))).json().profilePhotoUrl;
    expect(fs.existsSync(fileOf(first))).toBe(true);

    const kept = await put(u.id, u.cookie, first);
    expect(kept.json().profilePhotoUrl).toBe(first);
    const untouched = await put(u.id, u.cookie, undefined);
    expect(untouched.json().profilePhotoUrl).toBe(first);

    const second: string = (await put(u.id, u.cookie, dataUrl('image/png', png))).json().profilePhotoUrl;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);

    const removed = await put(u.id, u.cookie, null);
    expect(removed.json().profilePhotoUrl).toBeNull();
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it('the profile route accepts a photo of several MB, up to 8 MB', async () => {
    const u = await registerUser(app);
    const noise = await sharp(
      Buffer.from(Array.from({ length: 900 * 900 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 900, height: 900, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    const photo = dataUrl('image/png', noise);
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await put(u.id, u.cookie, photo);
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePhotoUrl).toMatch(/^\/uploads\/avatars\//);
  });

  it('a body over 8 MB gets 413 PAYLOAD_TOO_LARGE', async () => {
    const u = await registerUser(app);
    const res = await put(u.id, u.cookie, `data:image/png;base64,${'A'.repeat(8.5 * 1024 * 1024)}`);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('deleting the account removes the photo file', async () => {
    const u = await registerUser(app);
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#f00' } })
      .png()
      .toBuffer();
    const url: string = (await put(u.id, u.cookie, dataUrl('image/png', png))).json().profilePhotoUrl;
    expect(fs.existsSync(fileOf(url))).toBe(true);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/users/${u.id}`,
          headers: { cookie: u.cookie },
          payload: { currentPassword: u.password },
        })
      ).statusCode,
    ).toBe(200);
    expect(fs.existsSync(fileOf(url))).toBe(false);
    expect((await app.inject(url)).statusCode).toBe(404);
  });
});
