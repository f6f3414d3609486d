import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { itemSchema } from '@/shared/schemas/items';
import { RECOMMENDATIONS_PAGE_SIZE, type RecommendedItem } from '@/shared/schemas/recommendations';
import { items, users } from '@/server/db/tables';
import { insertItem, insertRental, insertUser, ratedBy } from '@/server/features/items/test-fixtures';
import { signedInUser } from '@/server/test/direct-session';
import { createTestApp } from '@/server/test/test-app';

const day = (n: number) => addDays(todayIso(), n);
const TENTS = 3;
const TOOLS = 1;
const HOME = 5;

describe('recommendations API', async () => {
  const { app, db } = await createTestApp();
  const get = async (url: string, cookie?: string) => {
    const res = await app.inject({ url, headers: { 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
    return { status: res.statusCode, body: res.json<RecommendedItem[] & { code?: string }>() };
  };
  const mine = async (cookie: string, query = '') => {
    const res = await get(`/api/recommendations${query}`, cookie);
    expect(res.status).toBe(200);
    return res.body;
  };
  const ids = (list: RecommendedItem[]) => list.map((i) => i.id);
  const seller = await insertUser(db);

  it('only for the signed-in user: 401 for a visitor, 403 for another id, 400 for an id that is not a number', async () => {
    const me = await signedInUser(db);
    const other = await signedInUser(db);
    for (const url of ['/api/recommendations', `/api/recommendations/${me.id}`]) {
      const anonymous = await get(url);
      expect(anonymous.status, url).toBe(401);
      expect(anonymous.body.code).toBe('UNAUTHENTICATED');
    }
    const forbidden = await get(`/api/recommendations/${other.id}`, me.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    for (const id of ['abc', '0', '1.5', '2147483648'])
      expect((await get(`/api/recommendations/${id}`, me.cookie)).status, id).toBe(400);

    await insertItem(db, seller.id, { name: 'Coś do polecenia' });
    const own = await get(`/api/recommendations/${me.id}`, me.cookie);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(await mine(me.cookie));
    expect(own.body.length).toBeGreaterThan(0);
    for (const item of own.body) {
      expect(Object.keys(item).sort()).toEqual([...Object.keys(itemSchema.shape), 'reason'].sort());
    }
  });

  it('limit: 1 to the page size, the page size by default; anything else 400', async () => {
    const me = await signedInUser(db);
    for (let i = 0; i < RECOMMENDATIONS_PAGE_SIZE + 2; i++) await insertItem(db, seller.id, { name: `Zapas ${i}` });
    expect(await mine(me.cookie)).toHaveLength(RECOMMENDATIONS_PAGE_SIZE);
    expect(await mine(me.cookie, '?limit=2')).toHaveLength(2);
    expect(ids(await mine(me.cookie, '?limit=2'))).toEqual(ids(await mine(me.cookie)).slice(0, 2));
    for (const limit of ['0', String(RECOMMENDATIONS_PAGE_SIZE + 1), 'x', '1.5'])
      expect((await get(`/api/recommendations?limit=${limit}`, me.cookie)).status, limit).toBe(400);
    for (const itemId of ['x', '0', '-3'])
      expect((await get(`/api/recommendations?itemId=${itemId}`, me.cookie)).status, itemId).toBe(400);
  });

  it('never the caller’s own items, unavailable or deleted ones, items of deleted accounts, nor the context item', async () => {
    const me = await signedInUser(db);
    const gone = await insertUser(db);
    const rented = await insertItem(db, seller.id, { name: 'Namiot wypożyczony', categoryId: TENTS });
    await insertRental(db, rented, me.id, day(-20), day(-18), 'completed');
    const ownItem = await insertItem(db, me.id, { name: 'Mój namiot', categoryId: TENTS });
    const unavailable = await insertItem(db, seller.id, {
      name: 'Namiot niedostępny',
      categoryId: TENTS,
      available: false,
    });
    const deleted = await insertItem(db, seller.id, {
      name: 'Namiot usunięty',
      categoryId: TENTS,
      deletedAt: new Date(),
    });
    const orphan = await insertItem(db, gone.id, { name: 'Namiot konta usuniętego', categoryId: TENTS });
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const context = await insertItem(db, seller.id, { name: 'Namiot oglądany', categoryId: TENTS });
    const visible = await insertItem(db, seller.id, { name: 'Namiot widoczny', categoryId: TENTS });

    const list = await mine(me.cookie, `?itemId=${context.id}`);
    expect(ids(list)).toContain(visible.id);
    for (const hidden of [ownItem, unavailable, deleted, orphan, context]) expect(ids(list)).not.toContain(hidden.id);
    expect(list.every((i) => i.available && i.ownerId !== me.id)).toBe(true);
    // Without the context the item is a candidate like any other.
    expect(ids(await mine(me.cookie))).toContain(context.id);
  });

  it('follows the user’s rentals: the rented category first, named; requests weigh less; rented items sink', async () => {
    const me = await signedInUser(db);
    const tent = await insertItem(db, seller.id, { name: 'Namiot 4-osobowy', categoryId: TENTS, location: 'Sopot' });
    await insertRental(db, tent, me.id, day(-30), day(-27), 'completed');
    const drill = await insertItem(db, seller.id, { name: 'Wiertarka udarowa', categoryId: TOOLS, location: 'Sopot' });
    await insertRental(db, drill, me.id, day(10), day(11), 'declined');
    const tents = [
      await insertItem(db, seller.id, { name: 'Namiot 2-osobowy', categoryId: TENTS, location: 'Sopot' }),
      await insertItem(db, seller.id, { name: 'Namiot plażowy', categoryId: TENTS, location: 'Sopot' }),
    ];
    const saw = await insertItem(db, seller.id, { name: 'Piła', categoryId: TOOLS, location: 'Sopot' });
    const lamp = await insertItem(db, seller.id, { name: 'Lampa', categoryId: HOME, location: 'Sopot' });

    const list = await mine(me.cookie);
    const at = (id: number) => ids(list).indexOf(id);
    for (const t of tents) {
      expect(at(t.id)).toBeGreaterThanOrEqual(0);
      expect(at(t.id)).toBeLessThan(at(saw.id));
      expect(list[at(t.id)].reason).toEqual({ key: 'rented_similar', itemName: 'Namiot 4-osobowy' });
    }
    // Every item of the rented category comes before any other (the category's points outweigh all the rest here).
    const firstOther = list.findIndex((i) => i.categoryId !== TENTS);
    expect(list.slice(firstOther).some((i) => i.categoryId === TENTS && i.id !== tent.id)).toBe(false);
    expect(list[at(saw.id)].reason).toEqual({ key: 'requested_similar', itemName: 'Wiertarka udarowa' });
    expect(at(saw.id)).toBeLessThan(at(lamp.id));
    // The tent rented before is still offered, below the new ones of its category.
    expect(at(tent.id)).toBeGreaterThan(Math.max(...tents.map((t) => at(t.id))));
  });

  it('people who rented the same items also rented: co-rentals by other renters, named by the shared item', async () => {
    const me = await signedInUser(db);
    const kayak = await insertItem(db, seller.id, { name: 'Kajak dwuosobowy', categoryId: TENTS, location: 'Ełk' });
    await insertRental(db, kayak, me.id, day(-40), day(-38), 'completed');
    const trailer = await insertItem(db, seller.id, { name: 'Przyczepka', categoryId: 6, location: 'Ełk' });
    const ignored = await insertItem(db, seller.id, { name: 'Przyczepka zapytana', categoryId: 6, location: 'Ełk' });
    for (const [i, status] of (['completed', 'active'] as const).entries()) {
      const other = await insertUser(db);
      await insertRental(db, kayak, other.id, day(-60 + i * 5), day(-58 + i * 5), 'completed');
      await insertRental(db, trailer, other.id, day(-50 + i * 5), day(-49 + i * 5), status);
      // A request that did not go ahead is not a co-rental.
      await insertRental(db, ignored, other.id, day(20 + i * 5), day(21 + i * 5), 'cancelled');
    }
    const list = await mine(me.cookie);
    const found = list.find((i) => i.id === trailer.id);
    expect(found?.reason).toEqual({ key: 'also_rented', itemName: 'Kajak dwuosobowy' });
    const plain = list.find((i) => i.id === ignored.id);
    expect(plain?.reason.key).not.toBe('also_rented');
    expect(ids(list).indexOf(trailer.id)).toBeLessThan(ids(list).indexOf(ignored.id));
  });

  it('co-rentals count by lift: an item everybody rents says less than one only the same renters rent', async () => {
    const me = await signedInUser(db);
    const board = await insertItem(db, seller.id, { name: 'Deska SUP', categoryId: TENTS, location: 'Hel' });
    await insertRental(db, board, me.id, day(-40), day(-38), 'completed');
    const exclusive = await insertItem(db, seller.id, { name: 'Pianka', categoryId: 6, location: 'Hel' });
    const everybodys = await insertItem(db, seller.id, { name: 'Parawan', categoryId: 6, location: 'Hel' });
    for (let i = 0; i < 2; i++) {
      const peer = await insertUser(db);
      await insertRental(db, board, peer.id, day(-90 + i * 5), day(-89 + i * 5), 'completed');
      await insertRental(db, exclusive, peer.id, day(-90 + i * 5), day(-89 + i * 5), 'completed');
      await insertRental(db, everybodys, peer.id, day(-90 + i * 5), day(-89 + i * 5), 'completed');
    }
    for (let i = 0; i < 30; i++)
      await insertRental(db, everybodys, (await insertUser(db)).id, day(-300 + i * 3), day(-299 + i * 3), 'completed');
    const list = await mine(me.cookie);
    const reason = (id: number) => list.find((i) => i.id === id)?.reason;
    expect(reason(exclusive.id)).toEqual({ key: 'also_rented', itemName: 'Deska SUP' });
    expect(reason(everybodys.id)?.key).not.toBe('also_rented');
  });

  it('good ratings nearby: a well-rated item in a city the user rents in', async () => {
    const me = await signedInUser(db);
    const bike = await insertItem(db, seller.id, { name: 'Rower', categoryId: TENTS, location: 'Toruń' });
    await insertRental(db, bike, me.id, day(-10), day(-9), 'completed');
    const rated = await insertItem(db, seller.id, {
      name: 'Odkurzacz piorący',
      categoryId: HOME,
      location: 'Toruń',
      ...ratedBy([5, 5, 5, 5, 5, 5, 5, 5, 5, 5]),
    });
    const unrated = await insertItem(db, seller.id, { name: 'Odkurzacz zwykły', categoryId: HOME, location: 'Toruń' });
    const list = await mine(me.cookie);
    expect(list.find((i) => i.id === rated.id)?.reason).toEqual({ key: 'top_rated_nearby', city: 'Toruń' });
    expect(ids(list).indexOf(rated.id)).toBeLessThan(ids(list).indexOf(unrated.id));
  });

  it('the item page’s context: its category and city first', async () => {
    const me = await signedInUser(db);
    const viewed = await insertItem(db, seller.id, { name: 'Wiertarka', categoryId: TOOLS, location: 'Kielce' });
    const sameCity = await insertItem(db, seller.id, { name: 'Szlifierka', categoryId: TOOLS, location: 'Kielce' });
    const otherCity = await insertItem(db, seller.id, { name: 'Szlifierka', categoryId: TOOLS, location: 'Opole' });
    const list = await mine(me.cookie, `?itemId=${viewed.id}&limit=3`);
    expect(list).toHaveLength(3);
    expect(list[0].id).toBe(sameCity.id);
    expect(list.every((i) => i.categoryId === TOOLS)).toBe(true);
    expect(ids(await mine(me.cookie, `?itemId=${viewed.id}`))).toContain(otherCity.id);
  });

  it('a new user: the most rented and best rated of their own listings’ city, else of all cities', async () => {
    const newcomer = await signedInUser(db);
    await insertItem(db, newcomer.id, { name: 'Moja kosiarka', location: 'Gdańsk' });
    const renters = [await insertUser(db), await insertUser(db), await insertUser(db)];
    const popular = await insertItem(db, seller.id, { name: 'Sup', location: 'Gdańsk', ...ratedBy([5, 5, 4]) });
    for (const [i, r] of renters.entries())
      await insertRental(db, popular, r.id, day(-30 + i * 3), day(-29 + i * 3), 'completed');
    const quiet = await insertItem(db, seller.id, { name: 'Grill', location: 'Gdańsk' });
    const elsewhere = await insertItem(db, seller.id, {
      name: 'Sup daleko',
      location: 'Zakopane',
      ...ratedBy([5, 5, 4]),
    });
    for (const [i, r] of renters.entries())
      await insertRental(db, elsewhere, r.id, day(-30 + i * 3), day(-29 + i * 3), 'completed');

    const list = await mine(newcomer.cookie);
    expect(list[0].id).toBe(popular.id);
    expect(list[0].reason).toEqual({ key: 'popular_in_city', city: 'Gdańsk' });
    expect(ids(list).indexOf(quiet.id)).toBeGreaterThan(0);
    expect(ids(list).indexOf(quiet.id)).toBeLessThan(ids(list).indexOf(elsewhere.id));
    expect(list.find((i) => i.id === elsewhere.id)?.reason).toEqual({ key: 'popular' });

    // Without a rental or a listing: the whole country's best.
    const stranger = await signedInUser(db);
    const everywhere = await mine(stranger.cookie);
    const rank = (id: number) => ids(everywhere).indexOf(id);
    for (const rented of [popular, elsewhere]) {
      expect(rank(rented.id)).toBeGreaterThanOrEqual(0);
      // Rented and well rated beats new and unknown, wherever it is.
      if (rank(quiet.id) >= 0) expect(rank(rented.id)).toBeLessThan(rank(quiet.id));
    }
    expect(everywhere.every((i) => i.reason.key === 'popular')).toBe(true);
  });

  it('leaves out what the user has asked for or booked until its dates end; ended, past and dropped ones stay', async () => {
    const me = await signedInUser(db);
    const peer = await insertUser(db);
    // Travel (4) in Ustka: no other test's items, so all of these rank at the top unless left out.
    const travel = (name: string) => insertItem(db, seller.id, { name, categoryId: 4, location: 'Ustka' });
    const context = await travel('Walizka oglądana');
    const live = [
      await insertRental(db, await travel('Walizka zapytana'), me.id, day(3), day(5), 'pending'),
      await insertRental(db, await travel('Bagażnik zarezerwowany'), me.id, day(10), day(12), 'confirmed'),
      await insertRental(db, await travel('Fotelik w użyciu'), me.id, day(-2), day(1), 'active'),
      await insertRental(db, await travel('Box oddawany dziś'), me.id, day(-3), day(0), 'active'),
    ].map((r) => r.itemId);
    const shown = [
      (await insertRental(db, await travel('Walizka oddana'), me.id, day(-20), day(-18), 'completed')).itemId,
      // A request whose days are over (the expiry job has not run yet) holds nothing.
      (await insertRental(db, await travel('Mata zapytana dawno'), me.id, day(-5), day(-1), 'pending')).itemId,
      (await insertRental(db, await travel('Torba odrzucona'), me.id, day(10), day(11), 'declined')).itemId,
      (await insertRental(db, await travel('Plecak odwołany'), me.id, day(5), day(6), 'cancelled')).itemId,
      // Someone else's request is theirs.
      (await insertRental(db, await travel('Namiot cudzy'), peer.id, day(3), day(5), 'pending')).itemId,
      (await travel('Kosmetyczka nowa')).id,
    ];
    for (const url of [
      `/api/recommendations?itemId=${context.id}`,
      `/api/recommendations/${me.id}?itemId=${context.id}`,
      `/api/recommendations/${me.id}`,
    ]) {
      const res = await get(url, me.cookie);
      expect(res.status, url).toBe(200);
      for (const id of shown) expect(ids(res.body), url).toContain(id);
      for (const id of live) expect(ids(res.body), url).not.toContain(id);
    }
  });

  it('keeps the order stable: the same answer twice', async () => {
    const me = await signedInUser(db);
    const [first] = await db.select({ id: items.id }).from(items).limit(1);
    await insertRental(db, (await db.select().from(items).where(eq(items.id, first.id)))[0], me.id, day(3), day(4));
    expect(await mine(me.cookie)).toEqual(await mine(me.cookie));
  });
});
