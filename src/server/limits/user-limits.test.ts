import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { Db } from '@/server/db/client';
import { items, notifications, outbox, rateLimitHits, rentals, uploads } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';
import { USER_LIMITS, userLimitRules, type UserLimitKind } from './user-limits';

/** Records `count` past events in one window of a user's limit, as if they happened `agoMs` ago. */
async function recordEvents(
  db: Db,
  kind: UserLimitKind,
  userId: number,
  windowIndex: number,
  count: number,
  agoMs = 1000,
) {
  const rule = userLimitRules(kind, userId)[windowIndex];
  const at = new Date(Date.now() - agoMs);
  if (count > 0)
    await db.insert(rateLimitHits).values(Array.from({ length: count }, () => ({ key: rule.key, createdAt: at })));
}

async function photoDataUrl(seed: number) {
  const png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: seed % 255, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

function filesUnder(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs.readdirSync(dir, { recursive: true }).filter((f) => fs.statSync(path.join(dir, String(f))).isFile()).length;
}

function expectLimited(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => { code: string; message: string } },
  message: RegExp,
) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json().code).toBe('RATE_LIMITED');
  expect(res.json().message).toMatch(message);
}

describe('per-user limits', async () => {
  const { app, db, dataDir } = await createTestApp();
  const uploadsDir = path.join(dataDir, 'uploads');
  const listing = (imageUrls: string[]) => ({
    name: 'Wiertarka',
    description: 'Dobra wiertarka',
    categoryId: 1,
    pricePerDay: 20,
    value: 500,
    location: 'Kraków',
    imageUrls,
  });

  it('booking requests: 10 in 10 minutes pass, the 11th is 429 with Retry-After and leaves no rental, notice or e-mail', async () => {
    const renter = await signedInUser(db);
    const owner = await insertUser(db);
    const own = await insertItem(db, renter.id);
    const theirs = await Promise.all(Array.from({ length: 11 }, () => insertItem(db, owner.id)));
    const dates = { startDate: addDays(todayIso(), 5), endDate: addDays(todayIso(), 6) };
    const post = (itemId: number, lang = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { cookie: renter.cookie, 'accept-language': lang },
        payload: { itemId, ...dates },
      });

    // A refused request (the renter's own item) counts nothing: it is undone with the work.
    expect((await post(own.id)).statusCode).toBe(409);
    for (const item of theirs.slice(0, 10)) expect((await post(item.id)).statusCode).toBe(201);
    const before = {
      mails: (await db.select().from(outbox)).length,
      notices: (await db.select().from(notifications)).length,
    };

    const refused = await post(theirs[10].id);
    expectLimited(refused, /^Too many rental requests sent\. Try again in (10|9) min$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect((await post(theirs[10].id, 'pl')).json().message).toMatch(
      /^Wysłano zbyt wiele próśb o wypożyczenie\. Spróbuj ponownie za/,
    );
    expect(await db.select().from(rentals).where(eq(rentals.itemId, theirs[10].id))).toHaveLength(0);
    expect((await db.select().from(outbox)).length).toBe(before.mails);
    expect((await db.select().from(notifications)).length).toBe(before.notices);
  });

  it('booking requests: the daily window (30) holds after the 10-minute one has passed', async () => {
    const renter = await signedInUser(db);
    const item = await insertItem(db, (await insertUser(db)).id);
    await recordEvents(db, 'bookingRequests', renter.id, 1, USER_LIMITS.bookingRequests[1].limit, 3 * 3600 * 1000);
    const res = await app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: renter.cookie, 'accept-language': 'en' },
      payload: { itemId: item.id, startDate: addDays(todayIso(), 5), endDate: addDays(todayIso(), 6) },
    });
    expectLimited(res, /^Too many rental requests sent\. Try again in \d+ min$/);
    // The oldest of the day's requests ages out in 21 hours.
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(20 * 3600);
    expect(await db.select().from(rentals).where(eq(rentals.renterId, renter.id))).toHaveLength(0);
  });

  it('listings: 10 an hour pass, the 11th is 429 and stores neither the listing nor its photos', async () => {
    const owner = await signedInUser(db);
    const url = `/uploads/items/${owner.id}-mine.webp`;
    await db.insert(uploads).values({ userId: owner.id, url });
    const post = (imageUrls: string[]) =>
      app.inject({
        method: 'POST',
        url: '/api/items',
        headers: { cookie: owner.cookie, 'accept-language': 'en' },
        payload: listing(imageUrls),
      });
    for (let i = 0; i < USER_LIMITS.listings[0].limit; i++) expect((await post([url])).statusCode).toBe(201);
    const files = filesUnder(uploadsDir);
    const refused = await post([await photoDataUrl(1)]);
    expectLimited(refused, /^Too many listings created\. Try again in \d+ min$/);
    expect(await db.select().from(items).where(eq(items.ownerId, owner.id))).toHaveLength(10);
    expect(filesUnder(uploadsDir)).toBe(files);
  });

  it('photos: one budget for uploads, URL photos and data-URL photos of POST and PUT /api/items', async () => {
    const user = await signedInUser(db);
    const headers = { cookie: user.cookie, 'accept-language': 'en' };
    const png = Buffer.from((await photoDataUrl(7)).split(',')[1], 'base64');
    const hourKey = userLimitRules('photos', user.id)[0].key;
    const used = async () => (await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, hourKey))).length;

    // A listing with two data-URL photos uses two; an upload one; an edit adding one more data URL one.
    const created = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers,
      payload: listing([await photoDataUrl(2), await photoDataUrl(3)]),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await used()).toBe(2);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(uploaded.statusCode).toBe(201);
    expect(await used()).toBe(3);
    const item = created.json<{ id: number; imageUrls: string[] }>();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/items/${item.id}`,
      headers,
      payload: { imageUrls: [...item.imageUrls, await photoDataUrl(4)] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await used()).toBe(4);
    // An uploaded file used in a listing was counted at its upload, not again.
    const reused = await app.inject({
      method: 'POST',
      url: '/api/items',
      headers,
      payload: listing([uploaded.json().url]),
    });
    expect(reused.statusCode).toBe(201);
    expect(await used()).toBe(4);

    // One photo left in the hour: two data URLs are refused whole, one upload still passes, then nothing does.
    await recordEvents(db, 'photos', user.id, 0, USER_LIMITS.photos[0].limit - 1 - (await used()));
    const files = filesUnder(uploadsDir);
    const items0 = (await db.select().from(items).where(eq(items.ownerId, user.id))).length;
    expectLimited(
      await app.inject({
        method: 'POST',
        url: '/api/items',
        headers,
        payload: listing([await photoDataUrl(5), await photoDataUrl(6)]),
      }),
      /^Too many photos uploaded\. Try again in \d+ (s|min)$/,
    );
    expect((await db.select().from(items).where(eq(items.ownerId, user.id))).length).toBe(items0);
    expect(filesUnder(uploadsDir)).toBe(files);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...headers, 'content-type': 'image/png' },
          payload: png,
        })
      ).statusCode,
    ).toBe(201);
    expectLimited(
      await app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...headers, 'content-type': 'image/png' },
        payload: png,
      }),
      /^Too many photos/,
    );
    expectLimited(
      await app.inject({
        method: 'POST',
        url: '/api/uploads/from-url',
        headers,
        payload: { url: 'https://example.com/a.png' },
      }),
      /^Too many photos/,
    );
    expectLimited(
      await app.inject({
        method: 'PUT',
        url: `/api/items/${item.id}`,
        headers,
        payload: { imageUrls: [await photoDataUrl(8)] },
      }),
      /^Too many photos/,
    );
    expect((await db.select().from(items).where(eq(items.id, item.id)))[0].imageUrls).toHaveLength(3);

    // Counted per account: someone else uploads freely.
    const other = await signedInUser(db);
    const theirs = await app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { cookie: other.cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(theirs.statusCode).toBe(201);
  });
});
