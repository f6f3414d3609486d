import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { notifications, users } from '@/server/db/tables';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp, latestEmailTo } from '@/server/test/test-app';
import { insertItem } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('the language kept on the account', async () => {
  const { app, db } = await createTestApp();
  const languageOf = async (id: number) =>
    (await db.select({ language: users.language }).from(users).where(eq(users.id, id)))[0].language;
  const request = (cookie: string, itemId: number, from: number) =>
    app.inject({
      method: 'POST',
      url: '/api/rentals',
      payload: { itemId, startDate: day(from), endDate: day(from + 1) },
      headers: { cookie, 'accept-language': 'pl' },
    });
  const noticeTo = async (userId: number, rentalId: number) =>
    (
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.relatedId, rentalId)))
    )[0];

  it('an explicit switch to English: the e-mail of the next notice, made by another user, is English', async () => {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id, { name: 'Kajak' });
    expect(await languageOf(owner.id)).toBe('pl');

    // The switcher's call; the header still names Polish (the body is the choice).
    const res = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { language: 'en' },
      headers: { cookie: owner.cookie, 'accept-language': 'pl' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, language: 'en' });
    expect(await languageOf(owner.id)).toBe('en');

    // The renter writes in Polish; the owner is told by e-mail in English (the inbox follows the screen that reads it).
    const rental = await request(renter.cookie, item.id, 5);
    expect(rental.statusCode).toBe(201);
    expect(await noticeTo(owner.id, rental.json().id)).toMatchObject({ type: 'rental_requested' });
    const mail = await latestEmailTo(db, owner.email);
    expect(mail.subject).toBe('New rental request');
    expect(mail.text).toContain('Hi ');
    expect(mail.text).toContain('would like to rent “Kajak”');

    // And back to Polish.
    await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { language: 'pl' },
      headers: { cookie: owner.cookie },
    });
    const again = await request(renter.cookie, item.id, 8);
    expect(again.statusCode).toBe(201);
    expect((await latestEmailTo(db, owner.email)).subject).toBe('Nowa prośba o wypożyczenie');
  });

  it('follows the Accept-Language of signed-in requests, and only when it names pl or en', async () => {
    const owner = await signedInUser(db);
    const renter = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    const get = (lang?: string) =>
      app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: owner.cookie, ...(lang ? { 'accept-language': lang } : {}) },
      });

    expect((await get('en-GB,en;q=0.9')).json().user.language).toBe('en');
    expect(await languageOf(owner.id)).toBe('en');
    // Without a header, or naming neither language, nothing changes.
    await get();
    await get('de-DE');
    expect(await languageOf(owner.id)).toBe('en');
    const rental = await request(renter.cookie, item.id, 5);
    expect(await noticeTo(owner.id, rental.json().id)).toMatchObject({ type: 'rental_requested' });
    expect((await latestEmailTo(db, owner.email)).subject).toBe('New rental request');

    await get('pl');
    expect(await languageOf(owner.id)).toBe('pl');
    // A request without a session changes nobody.
    await app.inject({ method: 'GET', url: '/api/auth/me', headers: { 'accept-language': 'en' } });
    expect(await languageOf(owner.id)).toBe('pl'); // A link opened in the browser (a download, a calendar file) carries the browser's language, not the app's.
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: owner.cookie, 'accept-language': 'en', 'sec-fetch-mode': 'navigate' },
    });
    expect(await languageOf(owner.id)).toBe('pl');
  });

  it('writes the row only when the language changes (its xmin, the writing transaction, stays the same)', async () => {
    const me = await signedInUser(db);
    const version = async () =>
      (await db.execute<{ xmin: string }>(sql`SELECT xmin::text FROM users WHERE id = ${me.id}`)).rows[0].xmin;
    const get = (lang: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: me.cookie, 'accept-language': lang } });
    const before = await version();
    for (let i = 0; i < 3; i++) expect((await get('pl')).statusCode).toBe(200);
    expect(await version()).toBe(before);
    await get('en');
    const switched = await version();
    expect(switched).not.toBe(before);
    await get('en');
    expect(await version()).toBe(switched);
  });

  it('the switch needs a session and a known language', async () => {
    const me = await signedInUser(db);
    const anon = await app.inject({
      method: 'PUT',
      url: '/api/users/me/language',
      payload: { language: 'en' },
      headers: { 'accept-language': 'en' },
    });
    expect(anon.statusCode).toBe(401);
    for (const payload of [{ language: 'de' }, {}, { language: 1 }]) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/users/me/language',
        payload,
        headers: { cookie: me.cookie, 'accept-language': 'en' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect(await languageOf(me.id)).toBe('en');
  });
});
