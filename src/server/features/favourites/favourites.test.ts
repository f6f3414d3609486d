import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FAVOURITES_MAX, type Favourite } from '@/shared/schemas/favourites';
import { favourites, items, users } from '@/server/db/tables';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';

describe('favourites API', async () => {
  const { app, db } = await createTestApp();
  const owner = await insertUser(db);
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie?: string, lang = 'en') =>
    app.inject({ method, url, headers: { 'accept-language': lang, ...(cookie ? { cookie } : {}) } });
  const list = async (cookie: string) => {
    const res = await call('GET', '/api/favourites', cookie);
    expect(res.statusCode).toBe(200);
    return res.json<Favourite[]>();
  };
  const ids = async (cookie: string) => {
    const res = await call('GET', '/api/favourites/ids', cookie);
    expect(res.statusCode).toBe(200);
    return res.json<{ itemIds: number[] }>().itemIds;
  };

  it('a visitor gets 401 on every call', async () => {
    const item = await insertItem(db, owner.id);
    for (const [method, url] of [
      ['GET', '/api/favourites'],
      ['GET', '/api/favourites/ids'],
      ['PUT', `/api/favourites/${item.id}`],
      ['DELETE', `/api/favourites/${item.id}`],
    ] as const) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('PUT and DELETE are idempotent; GET lists newest first with the card; ids answer the hearts', async () => {
    const me = await signedInUser(db);
    const first = await insertItem(db, owner.id, { name: 'Wiertarka' });
    const second = await insertItem(db, owner.id, { name: 'Namiot' });
    const put1 = await call('PUT', `/api/favourites/${first.id}`, me.cookie);
    expect(put1.statusCode).toBe(200);
    expect(put1.json().itemId).toBe(first.id);
    const again = await call('PUT', `/api/favourites/${first.id}`, me.cookie);
    expect(again.statusCode).toBe(200);
    // The first save's time is kept.
    expect(again.json().savedAt).toBe(put1.json().savedAt);
    expect((await call('PUT', `/api/favourites/${second.id}`, me.cookie)).statusCode).toBe(200);

    const saved = await list(me.cookie);
    expect(saved.map((f) => f.itemId)).toEqual([second.id, first.id]);
    expect(saved[0]).toMatchObject({ name: 'Namiot', unavailable: false, reason: null });
    expect(saved[0].item).toMatchObject({ id: second.id, name: 'Namiot', pricePerDay: '10.00' });
    expect(await ids(me.cookie)).toEqual([second.id, first.id]);

    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/api/favourites/${first.id}`, me.cookie);
      expect(res.statusCode).toBe(204);
    }
    expect(await ids(me.cookie)).toEqual([second.id]);
  });

  it('an unknown, deleted or bad item id: 404 (400 for one that is not an id)', async () => {
    const me = await signedInUser(db);
    const gone = await insertItem(db, owner.id, { deletedAt: new Date() });
    for (const id of [2_000_000_000, gone.id]) {
      const res = await call('PUT', `/api/favourites/${id}`, me.cookie, 'pl');
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    for (const id of ['abc', '0', '-1', '2147483648'])
      expect((await call('PUT', `/api/favourites/${id}`, me.cookie)).statusCode, id).toBe(400);
    expect(await ids(me.cookie)).toEqual([]);
  });

  it('a favourite that became unavailable says so: switched off, deleted by its owner, or the owner gone', async () => {
    const me = await signedInUser(db);
    const otherOwner = await insertUser(db);
    const off = await insertItem(db, owner.id, { name: 'Wyłączony' });
    const deleted = await insertItem(db, owner.id, { name: 'Usunięty' });
    const orphan = await insertItem(db, otherOwner.id, { name: 'Konto usunięte' });
    const fine = await insertItem(db, owner.id, { name: 'Dostępny' });
    for (const item of [off, deleted, orphan, fine])
      expect((await call('PUT', `/api/favourites/${item.id}`, me.cookie)).statusCode).toBe(200);
    await db.update(items).set({ available: false }).where(eq(items.id, off.id));
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, deleted.id));
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, otherOwner.id));

    const byId = new Map((await list(me.cookie)).map((f) => [f.itemId, f]));
    expect(byId.get(fine.id)).toMatchObject({ unavailable: false, reason: null });
    expect(byId.get(off.id)).toMatchObject({ unavailable: true, reason: 'switchedOff', name: 'Wyłączony' });
    expect(byId.get(off.id)?.item?.available).toBe(false);
    expect(byId.get(deleted.id)).toMatchObject({ unavailable: true, reason: 'deleted', item: null, name: 'Usunięty' });
    expect(byId.get(orphan.id)).toMatchObject({ unavailable: true, reason: 'deleted', item: null });
    // A deleted one can still be let go.
    expect((await call('DELETE', `/api/favourites/${deleted.id}`, me.cookie)).statusCode).toBe(204);
    expect(byId.size - 1).toBe((await ids(me.cookie)).length);
  });

  it("another user's favourites are never visible, and deleting theirs touches nothing of theirs", async () => {
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    const item = await insertItem(db, owner.id);
    await call('PUT', `/api/favourites/${item.id}`, other.cookie);
    expect(await list(me.cookie)).toEqual([]);
    expect(await ids(me.cookie)).toEqual([]);
    expect((await call('DELETE', `/api/favourites/${item.id}`, me.cookie)).statusCode).toBe(204);
    expect(await ids(other.cookie)).toEqual([item.id]);
  });

  it(`at most ${FAVOURITES_MAX} per user: the next is 409 with a message in the language; one already kept is fine`, async () => {
    const me = await signedInUser(db);
    const many = await db
      .insert(items)
      .values(
        Array.from({ length: FAVOURITES_MAX + 1 }, (_, i) => ({
          ownerId: owner.id,
          name: `Rzecz ${i}`,
          description: 'Opis',
          categoryId: 7,
          pricePerDay: '10.00',
          value: '100.00',
          location: 'Warszawa',
        })),
      )
      .returning({ id: items.id });
    await db.insert(favourites).values(many.slice(0, FAVOURITES_MAX).map((i) => ({ userId: me.id, itemId: i.id })));
    const over = await call('PUT', `/api/favourites/${many[FAVOURITES_MAX].id}`, me.cookie, 'pl');
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('FAVOURITES_LIMIT');
    expect(over.json().message).toContain(String(FAVOURITES_MAX));
    expect((await call('PUT', `/api/favourites/${many[0].id}`, me.cookie)).statusCode).toBe(200);
    const en = await call('PUT', `/api/favourites/${many[FAVOURITES_MAX].id}`, me.cookie, 'en');
    expect(en.json().message).toMatch(/favourites/);
  });
});
