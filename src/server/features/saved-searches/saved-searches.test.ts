import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { SAVED_SEARCHES_MAX, type SavedSearch } from '@/shared/schemas/favourites';
import { insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';

describe('saved searches API', async () => {
  const { app, db, clock } = await createTestApp();
  await insertUser(db);
  const post = (cookie: string | undefined, payload: object, lang = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      payload,
      headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) },
    });
  const list = async (cookie: string) => {
    const res = await app.inject({ url: '/api/saved-searches', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<SavedSearch[]>();
  };
  const del = (cookie: string | undefined, id: number | string) =>
    app.inject({ method: 'DELETE', url: `/api/saved-searches/${id}`, headers: cookie ? { cookie } : {} });

  it('a visitor gets 401', async () => {
    expect((await app.inject({ url: '/api/saved-searches' })).statusCode).toBe(401);
    expect((await post(undefined, { q: 'wiertarka' })).statusCode).toBe(401);
    expect((await del(undefined, 1)).statusCode).toBe(401);
  });

  it('create (201), the same again answers the existing one (200), list newest first, delete (204)', async () => {
    const me = await signedInUser(db);
    const start = addDays(todayIso(clock.now()), 3);
    const end = addDays(todayIso(clock.now()), 5);
    const first = await post(me.cookie, {
      q: ' Wiertarka ',
      categoryId: 1,
      location: 'krakow',
      district: 'stare miasto',
      start,
      end,
    });
    expect(first.statusCode).toBe(201);
    // Read with browse's rules: trimmed text, the city and district spelled as the app spells them.
    expect(first.json()).toMatchObject({
      q: 'Wiertarka',
      categoryId: 1,
      location: 'Kraków',
      district: 'Stare Miasto',
      start,
      end,
      lastSentAt: null,
    });
    expect(first.json()).not.toHaveProperty('unsubscribeToken');
    const again = await post(me.cookie, {
      q: 'Wiertarka',
      categoryId: '1',
      location: 'Kraków',
      district: 'Stare Miasto',
      start,
      end,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // One date alone is that day, as in browse; empty values are absent.
    const oneDay = await post(me.cookie, { location: 'Gdańsk', start, end: '', q: '', categoryId: null });
    expect(oneDay.statusCode).toBe(201);
    expect(oneDay.json()).toMatchObject({ q: '', categoryId: null, location: 'Gdańsk', start, end: start });

    expect((await list(me.cookie)).map((s) => s.id)).toEqual([oneDay.json().id, first.json().id]);
    expect((await del(me.cookie, first.json().id)).statusCode).toBe(204);
    expect((await list(me.cookie)).map((s) => s.id)).toEqual([oneDay.json().id]);
    expect((await del(me.cookie, first.json().id)).statusCode).toBe(404);
  });

  it("a stranger's delete is 404 and deletes nothing; nobody sees another's searches", async () => {
    const me = await signedInUser(db);
    const stranger = await signedInUser(db);
    const mine = (await post(me.cookie, { q: 'namiot' })).json<SavedSearch>();
    const res = await del(stranger.cookie, mine.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect(await list(stranger.cookie)).toEqual([]);
    expect((await list(me.cookie)).map((s) => s.id)).toEqual([mine.id]);
    expect((await del(me.cookie, 'abc')).statusCode).toBe(400);
  });

  it('validation: no filter at all, bad or reversed or past dates, an unknown category, too long a text: 400', async () => {
    const me = await signedInUser(db);
    const today = todayIso(clock.now());
    const cases: [object, string][] = [
      [{}, 'q'],
      [{ q: '   ', location: '' }, 'q'],
      [{ q: 'x', start: '2026-02-30' }, 'start'],
      [{ q: 'x', start: addDays(today, 5), end: addDays(today, 2) }, 'end'],
      [{ q: 'x', start: addDays(today, -5), end: addDays(today, -2) }, 'end'],
      [{ categoryId: 99 }, 'categoryId'],
      [{ categoryId: 'abc' }, 'categoryId'],
      [{ q: 'x'.repeat(201) }, 'q'],
    ];
    for (const [payload, field] of cases) {
      const res = await post(me.cookie, payload, 'pl');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(payload)).toContain(field);
    }
    const empty = await post(me.cookie, {}, 'pl');
    expect(empty.json().fields.q).toMatch(/Wybierz co najmniej jeden filtr/);
    expect(await list(me.cookie)).toEqual([]);
  });

  it(`at most ${SAVED_SEARCHES_MAX} per user: the next is 409 with a clear message; a duplicate still answers`, async () => {
    const me = await signedInUser(db);
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++)
      expect((await post(me.cookie, { q: `rzecz ${i}` })).statusCode).toBe(201);
    const over = await post(me.cookie, { q: 'jeszcze jedna' }, 'pl');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('SAVED_SEARCHES_LIMIT');
    expect(over.json().message).toBe(
      `Masz już ${SAVED_SEARCHES_MAX} zapisanych wyszukiwań: usuń któreś, aby zapisać nowe`,
    );
    expect((await post(me.cookie, { q: 'rzecz 0' })).statusCode).toBe(200);
    expect(await list(me.cookie)).toHaveLength(SAVED_SEARCHES_MAX);
  });
});
