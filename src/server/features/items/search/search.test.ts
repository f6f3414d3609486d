import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { itemSchema, type Item } from '@/shared/schemas/items';
import { items, rentals, users } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { insertItem, insertRental, insertUser, ratedBy, ratingsAveraging } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);

describe('GET /api/items (search)', async () => {
  const { app, db } = await createTestApp();
  const get = async (query = '') => {
    const res = await app.inject(`/api/items${query ? `?${query}` : ''}`);
    return { res, status: res.statusCode, body: res.json(), total: Number(res.headers['x-total-count']) };
  };
  const names = (body: Item[]) => body.map((i) => i.name);

  let drill: Item, bike: Item, boat: Item;
  let ownerId = 0;

  beforeAll(async () => {
    const owner = await insertUser(db);
    ownerId = owner.id;
    const other = await insertUser(db);
    const gone = await insertUser(db, { deletedAt: new Date() });
    const renter = await insertUser(db);
    const add = async (ownerId: number, v: Parameters<typeof insertItem>[2]) =>
      (await insertItem(db, ownerId, v)) as unknown as Item;
    drill = await add(owner.id, {
      name: 'Wiertarka udarowa Bosch',
      description: 'Mocna, do betonu i stali',
      categoryId: 1,
      pricePerDay: '49.99',
      ...ratedBy([5, 4]),
      location: 'Warszawa',
      district: 'Mokotów',
      createdAt: hoursAgo(6),
    });
    bike = await add(other.id, {
      name: 'Rower górski Kross',
      description: 'Świetny na wycieczki po Łodzi i okolicach',
      categoryId: 3,
      pricePerDay: '35.00',
      ...ratedBy(ratingsAveraging(4.9, 10)),
      location: 'Łódź',
      createdAt: hoursAgo(5),
    });
    await add(owner.id, {
      name: 'Namiot turystyczny',
      description: 'Lekki namiot dla czterech osób',
      categoryId: 3,
      pricePerDay: '25.00',
      location: 'Kraków',
      district: 'Podgórze',
      available: false,
      createdAt: hoursAgo(4),
    });
    await add(other.id, {
      name: 'Zestaw wierteł',
      description: 'Komplet wierteł, gdy Twoja wiertarka nie ma swoich',
      categoryId: 1,
      pricePerDay: '8.50',
      ...ratedBy([3]),
      location: 'Warszawa',
      district: 'Wola',
      createdAt: hoursAgo(3),
    });
    await add(owner.id, {
      name: 'Projektor Epson',
      description: 'Full HD, ekran w zestawie',
      categoryId: 2,
      pricePerDay: '80.00',
      ...ratedBy([5]),
      location: 'Łódź',
      createdAt: hoursAgo(2),
    });
    boat = await add(other.id, {
      name: 'Łódka wiosłowa',
      description: 'Dla dwóch osób, z wiosłami',
      categoryId: 3,
      pricePerDay: '60.00',
      ...ratedBy([4, 4, 4]),
      location: 'Gdańsk',
      district: 'Oliwa',
      createdAt: hoursAgo(1),
    });
    // An account that was deleted: its listings never show.
    await add(gone.id, {
      name: 'Wiertarka stołowa',
      description: 'Wiertarka kolumnowa do warsztatu',
      categoryId: 1,
      location: 'Warszawa',
    });
    // The bike is booked (confirmed) for days 10-12; the boat only requested (pending) for the same days.
    await insertRental(db, bike, renter.id, day(10), day(12), 'confirmed');
    await insertRental(db, boat, renter.id, day(10), day(12), 'pending');
  });

  it('ownerId lists one owner’s listings, unavailable ones included, and combines with the other filters', async () => {
    const { body, total } = await get(`ownerId=${ownerId}`);
    expect(names(body)).toEqual(['Projektor Epson', 'Namiot turystyczny', 'Wiertarka udarowa Bosch']);
    expect(total).toBe(3);
    expect(names((await get(`ownerId=${ownerId}&q=wiertarka`)).body)).toEqual(['Wiertarka udarowa Bosch']);
    expect(names((await get(`ownerId=${ownerId}&location=lodz`)).body)).toEqual(['Projektor Epson']);
    expect((await get('ownerId=abc')).status).toBe(400);
  });

  it('answers a JSON list of items in the spec shape, newest first, with the total in X-Total-Count', async () => {
    const { status, body, total, res } = await get();
    expect(status).toBe(200);
    expect(names(body)).toEqual([
      'Łódka wiosłowa',
      'Projektor Epson',
      'Zestaw wierteł',
      'Namiot turystyczny',
      'Rower górski Kross',
      'Wiertarka udarowa Bosch',
    ]);
    expect(total).toBe(6);
    expect(res.headers['x-total-count']).toBe('6');
    for (const item of body) expect(Object.keys(item).sort()).toEqual(Object.keys(itemSchema.shape).sort());
    expect(body.find((i: Item) => i.id === drill.id)).toMatchObject({
      pricePerDay: '49.99',
      rating: '4.50',
      reviewCount: 2,
      district: 'Mokotów',
      available: true,
    });
  });

  describe('text', () => {
    it('matches name and description as a substring, case- and diacritic-insensitively, ranked', async () => {
      for (const q of ['wiertarka', 'WIERTARKA', 'Wiertarka', 'wIeRtArKa']) {
        const { body, total } = await get(`q=${q}`);
        // The name starting with the query comes before a description mentioning it; the deleted owner's drill never shows.
        expect(names(body), q).toEqual(['Wiertarka udarowa Bosch', 'Zestaw wierteł']);
        expect(total).toBe(2);
      }
      expect(names((await get('q=udarowa')).body)).toEqual(['Wiertarka udarowa Bosch']);
      expect(names((await get(`q=${encodeURIComponent('Wiertarka udarowa')}`)).body)).toEqual([
        'Wiertarka udarowa Bosch',
      ]);
    });

    it('ranks the whole word at the start of the name, then a prefix, then elsewhere in the name, then the description', async () => {
      const owner = await insertUser(db);
      const add = (name: string, description: string) => insertItem(db, owner.id, { name, description, categoryId: 4 });
      await add('Bagażnik dachowy', 'Zmieści też hulajnogę');
      await add('Kask hulajnogowy', 'Rozmiar M');
      await add('Hulajnogi dla dzieci', 'Dwie sztuki');
      await add('Hulajnoga elektryczna Xiaomi', 'Zasięg 30 km');
      await add('Hulajnoga', 'Zwykła');
      try {
        // Ties go to the shorter name, closer to what was typed.
        expect(names((await get('q=hulajnog')).body)).toEqual([
          'Hulajnoga',
          'Hulajnogi dla dzieci',
          'Hulajnoga elektryczna Xiaomi',
          'Kask hulajnogowy',
          'Bagażnik dachowy',
        ]);
        expect(names((await get('q=hulajnoga')).body)).toEqual(['Hulajnoga', 'Hulajnoga elektryczna Xiaomi']);
        expect(names((await get('q=hulajnoge')).body)).toEqual(['Bagażnik dachowy']);
      } finally {
        await db.delete(items).where(eq(items.ownerId, owner.id));
      }
    });

    it('folds diacritics on both sides: "lodz" finds "Łodzi", "łódka" and "lodka" find "Łódka"', async () => {
      expect(names((await get('q=lodz')).body)).toEqual(['Rower górski Kross']);
      expect(names((await get(`q=${encodeURIComponent('ŁÓDŹ')}`)).body)).toEqual(['Rower górski Kross']);
      expect(names((await get(`q=${encodeURIComponent('łodzi')}`)).body)).toEqual(['Rower górski Kross']);
      expect(names((await get('q=lodka')).body)).toEqual(['Łódka wiosłowa']);
      expect(names((await get(`q=${encodeURIComponent('Łódka')}`)).body)).toEqual(['Łódka wiosłowa']);
      expect(names((await get(`q=${encodeURIComponent('swietny')}`)).body)).toEqual(['Rower górski Kross']);
    });

    it('matches every word wherever it is, in any order', async () => {
      expect(names((await get(`q=${encodeURIComponent('udarowa wiertarka')}`)).body)).toEqual([
        'Wiertarka udarowa Bosch',
      ]);
      expect(names((await get(`q=${encodeURIComponent('  bosch   betonu ')}`)).body)).toEqual([
        'Wiertarka udarowa Bosch',
      ]);
    });

    it('tolerates a typo when nothing matches exactly ("wiertraka")', async () => {
      const { body, total } = await get('q=wiertraka');
      expect(body[0].name).toBe('Wiertarka udarowa Bosch');
      expect(total).toBe(body.length);
      expect(names(body)).not.toContain('Wiertarka stołowa');
      expect(names((await get('q=projektr')).body)).toEqual(['Projektor Epson']);
      // Still combined with the other filters.
      expect((await get('q=wiertraka&location=Gdańsk')).body).toEqual([]);
    });

    it('treats LIKE wildcards and backslashes as plain characters', async () => {
      // Short enough that no typo tolerance applies: a wildcard would match everything.
      for (const q of ['%', '_', '%%', '_%_', 'a%', '\\']) {
        const { status, body } = await get(`q=${encodeURIComponent(q)}`);
        expect(status, q).toBe(200);
        expect(body, q).toEqual([]);
      }
    });

    it('ignores an empty or blank query', async () => {
      expect((await get('q=')).total).toBe(6);
      expect((await get('q=%20%20')).total).toBe(6);
    });
  });

  describe('location, district and category', () => {
    it('location and district match exactly after folding case and diacritics', async () => {
      expect(names((await get('location=lodz')).body)).toEqual(['Projektor Epson', 'Rower górski Kross']);
      expect(names((await get(`location=${encodeURIComponent('Łódź')}`)).body)).toEqual([
        'Projektor Epson',
        'Rower górski Kross',
      ]);
      expect(names((await get('location=WARSZAWA')).body)).toEqual(['Zestaw wierteł', 'Wiertarka udarowa Bosch']);
      expect(names((await get('location=Warszawa&district=mokotow')).body)).toEqual(['Wiertarka udarowa Bosch']);
      expect(names((await get(`location=Warszawa&district=${encodeURIComponent('Mokotów')}`)).body)).toEqual([
        'Wiertarka udarowa Bosch',
      ]);
      // Not a substring match.
      expect((await get('location=Warsz')).body).toEqual([]);
      expect((await get('location=Warszawa&district=Mok')).body).toEqual([]);
      // The 'none' district and empty values are no filter.
      expect((await get('location=Warszawa&district=none')).total).toBe(2);
      expect((await get('location=&district=')).total).toBe(6);
    });

    it('category and categoryId filter by category; both at once must both hold', async () => {
      expect(names((await get('category=3')).body)).toEqual([
        'Łódka wiosłowa',
        'Namiot turystyczny',
        'Rower górski Kross',
      ]);
      expect(names((await get('categoryId=3')).body)).toEqual([
        'Łódka wiosłowa',
        'Namiot turystyczny',
        'Rower górski Kross',
      ]);
      expect(names((await get('category=3&categoryId=3')).body)).toHaveLength(3);
      expect((await get('category=3&categoryId=2')).body).toEqual([]);
      expect((await get('category=6')).body).toEqual([]);
    });

    it('combines every filter with AND', async () => {
      expect(names((await get('q=wiertarka&location=warszawa&district=wola&category=1')).body)).toEqual([
        'Zestaw wierteł',
      ]);
      expect((await get('q=wiertarka&location=warszawa&district=wola&category=2')).body).toEqual([]);
      expect((await get('q=rower&location=Gdańsk')).body).toEqual([]);
      expect(names((await get(`q=rower&location=lodz&category=3&start=${day(20)}&end=${day(22)}`)).body)).toEqual([
        'Rower górski Kross',
      ]);
    });
  });

  describe('dates', () => {
    it('shows unavailable items without dates (with their flag) and hides them with dates', async () => {
      expect((await get('q=namiot')).body).toMatchObject([{ name: 'Namiot turystyczny', available: false }]);
      expect((await get(`q=namiot&start=${day(30)}&end=${day(31)}`)).body).toEqual([]);
      expect((await get(`start=${day(30)}&end=${day(31)}`)).total).toBe(5);
    });

    it('hides an item with a confirmed rental over the range, inclusive of both ends; a pending one does not', async () => {
      const shown = async (start: string, end: string) =>
        names((await get(`category=3&start=${start}&end=${end}`)).body);
      // The bike is confirmed for days 10-12, the boat only pending for the same days.
      for (const [s, e] of [
        [8, 10],
        [10, 12],
        [11, 11],
        [12, 14],
        [5, 20],
      ]) {
        expect(await shown(day(s), day(e)), `${s}-${e}`).toEqual(['Łódka wiosłowa']);
      }
      for (const [s, e] of [
        [8, 9],
        [13, 14],
        [13, 13],
        [1, 1],
      ]) {
        expect(await shown(day(s), day(e)), `${s}-${e}`).toEqual(['Łódka wiosłowa', 'Rower górski Kross']);
      }
    });

    it('finds nothing when every match of the text is taken on the dates, not near misses by typo tolerance', async () => {
      // 'rower' is close enough to 'power' for the typo-tolerant match (word similarity 0.5).
      const owner = await insertUser(db);
      const powerBank = await insertItem(db, owner.id, {
        name: 'Power bank Anker',
        description: 'Bateria 20000 mAh',
        location: 'Łódź',
      });
      try {
        expect(names((await get('q=rower')).body)).toEqual(['Rower górski Kross']);
        // The bike is confirmed for days 10-12: nothing for those days, with or without the other filters.
        for (const query of [`q=rower&start=${day(10)}&end=${day(12)}`, `q=rower&location=lodz&start=${day(11)}`]) {
          expect(await get(query), query).toMatchObject({ status: 200, body: [], total: 0 });
        }
        expect(names((await get(`q=rower&start=${day(13)}&end=${day(14)}`)).body)).toEqual(['Rower górski Kross']);
        // A real typo is still tolerated with dates: nothing matches "wiertraka" on any day.
        expect(names((await get(`q=wiertraka&start=${day(10)}&end=${day(12)}`)).body)).toContain(
          'Wiertarka udarowa Bosch',
        );
      } finally {
        await db.delete(items).where(eq(items.id, powerBank.id));
      }
    });

    it('takes a single date as that one day', async () => {
      expect(names((await get(`category=3&start=${day(11)}`)).body)).toEqual(['Łódka wiosłowa']);
      expect(names((await get(`category=3&end=${day(11)}`)).body)).toEqual(['Łódka wiosłowa']);
      expect(names((await get(`category=3&start=${day(13)}`)).body)).toEqual(['Łódka wiosłowa', 'Rower górski Kross']);
    });

    it('follows rentals as they change status (the item row keeps its blocked days)', async () => {
      const owner = await insertUser(db);
      const renter = await insertUser(db);
      const kayak = await insertItem(db, owner.id, { name: 'Kajak Zefir', description: 'Dwuosobowy', categoryId: 3 });
      const query = `q=zefir&start=${day(40)}&end=${day(41)}`;
      expect((await get(query)).total).toBe(1);
      const rental = await insertRental(db, kayak, renter.id, day(41), day(45), 'pending');
      expect((await get(query)).total).toBe(1);
      await db.update(rentals).set({ status: 'confirmed' }).where(eq(rentals.id, rental.id));
      expect((await get(query)).total).toBe(0);
      expect((await get(`q=zefir&start=${day(46)}&end=${day(50)}`)).total).toBe(1);
      await db.update(rentals).set({ status: 'cancelled' }).where(eq(rentals.id, rental.id));
      expect((await get(query)).total).toBe(1);
      await db.update(rentals).set({ status: 'active' }).where(eq(rentals.id, rental.id));
      expect((await get(query)).total).toBe(0);
      await db.delete(rentals).where(eq(rentals.id, rental.id));
      expect((await get(query)).total).toBe(1);
      await db.delete(items).where(eq(items.id, kayak.id));
    });
  });

  describe('sorting and pagination', () => {
    it('sorts by price, rating (Bayesian) and newest; relevance by default with a query', async () => {
      const prices = (body: Item[]) => body.map((i) => Number(i.pricePerDay));
      expect(prices((await get('sort=price_asc')).body)).toEqual([8.5, 25, 35, 49.99, 60, 80]);
      expect(prices((await get('sort=price_desc')).body)).toEqual([80, 60, 49.99, 35, 25, 8.5]);
      // Ten reviews averaging 4.9 before one of 5 (scores 4.6 and 4.17); the unrated last.
      expect((await get('sort=rating')).body.map((i: Item) => i.rating)).toEqual([
        '4.90',
        '5.00',
        '4.50',
        '4.00',
        '3.00',
        '0.00',
      ]);
      expect(names((await get('sort=newest')).body)).toEqual(names((await get()).body));
      expect(names((await get('q=wiertarka&sort=price_desc')).body)).toEqual([
        'Wiertarka udarowa Bosch',
        'Zestaw wierteł',
      ]);
      expect(names((await get('q=wiertarka&sort=price_asc')).body)).toEqual([
        'Zestaw wierteł',
        'Wiertarka udarowa Bosch',
      ]);
      expect(names((await get('q=wiertarka&sort=newest')).body)).toEqual(['Zestaw wierteł', 'Wiertarka udarowa Bosch']);
      expect(names((await get('q=wiertarka&sort=relevance')).body)).toEqual([
        'Wiertarka udarowa Bosch',
        'Zestaw wierteł',
      ]);
      // Relevance without a query is newest first.
      expect(names((await get('sort=relevance')).body)).toEqual(names((await get()).body));
    });

    it('pages with limit and offset; the total counts every match on every page', async () => {
      const all = names((await get('sort=price_asc')).body);
      const seen: string[] = [];
      for (let offset = 0; offset < 8; offset += 2) {
        const { body, total } = await get(`sort=price_asc&limit=2&offset=${offset}`);
        expect(total).toBe(6);
        seen.push(...names(body));
      }
      expect(seen).toEqual(all);
      expect(await get('limit=4&offset=100')).toMatchObject({ status: 200, body: [], total: 6 });
      // Text searches count in the same query.
      expect(await get('q=wiertarka&limit=1')).toMatchObject({ body: [{ name: 'Wiertarka udarowa Bosch' }], total: 2 });
      expect(await get('q=wiertarka&limit=1&offset=1')).toMatchObject({ body: [{ name: 'Zestaw wierteł' }], total: 2 });
      expect(await get('q=wiertarka&limit=1&offset=5')).toMatchObject({ body: [], total: 2 });
      const typo = await get('q=wiertraka');
      expect(await get(`q=wiertraka&limit=1&offset=${typo.total + 3}`)).toMatchObject({ body: [], total: typo.total });
      expect(await get(`category=3&start=${day(11)}&limit=1`)).toMatchObject({ total: 1 });
    });

    it('defaults to 24 per page and allows at most 100', async () => {
      const owner = await insertUser(db);
      for (let i = 0; i < 30; i++) await insertItem(db, owner.id, { name: `Krzesło składane ${i}`, categoryId: 5 });
      expect(await get('q=krzeslo')).toMatchObject({ total: 30 });
      expect((await get('q=krzeslo')).body).toHaveLength(24);
      expect((await get('category=5&limit=100')).body).toHaveLength(30);
      expect((await get('category=5&limit=7&offset=28')).body).toHaveLength(2);
      await db.delete(items).where(eq(items.ownerId, owner.id));
    });
  });

  describe('invalid values', () => {
    it('answers 400 with the field, never 500', async () => {
      const cases: [string, string][] = [
        ['limit=0', 'limit'],
        ['limit=101', 'limit'],
        ['limit=abc', 'limit'],
        ['limit=2.5', 'limit'],
        ['offset=-1', 'offset'],
        ['offset=x', 'offset'],
        ['start=2026-02-30', 'start'],
        ['start=tomorrow', 'start'],
        ['end=2026-13-01', 'end'],
        [`start=${day(5)}&end=${day(4)}`, 'end'],
        ['sort=cheapest', 'sort'],
        ['category=abc', 'category'],
        ['categoryId=-2', 'categoryId'],
        [`q=${'a'.repeat(201)}`, 'q'],
        ['q=a&q=b', 'q'],
        ['location=a&location=b', 'location'],
      ];
      for (const [query, field] of cases) {
        const res = await app.inject({ url: `/api/items?${query}`, headers: { 'accept-language': 'en' } });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code, query).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.json().fields), query).toContain(field);
      }
      const res = await app.inject({
        url: `/api/items?start=${day(5)}&end=${day(4)}`,
        headers: { 'accept-language': 'en' },
      });
      expect(res.json().fields.end).toBe('The end date cannot be before the start date');
    });

    it('ignores unknown parameters and survives odd but valid text', async () => {
      expect((await get('foo=bar&renterId=1')).total).toBe(6);
      for (const q of ["'; DROP TABLE items; --", '\u{1F6B2}', 'ą'.repeat(200), "O'Reilly", '$1']) {
        expect((await get(`q=${encodeURIComponent(q)}`)).status, q).toBe(200);
      }
      expect((await get()).total).toBe(6);
    });
  });

  describe('freshness', () => {
    it('a repeated search sees every change at once: new items, edits, deleted accounts', async () => {
      const query = 'q=harmonijka';
      expect((await get(query)).total).toBe(0);
      expect((await get(query)).total).toBe(0);
      const owner = await insertUser(db);
      const item = await insertItem(db, owner.id, { name: 'Harmonijka ustna', categoryId: 7 });
      expect(names((await get(query)).body)).toEqual(['Harmonijka ustna']);
      await db.update(items).set({ name: 'Harmonijka chromatyczna' }).where(eq(items.id, item.id));
      expect(names((await get(query)).body)).toEqual(['Harmonijka chromatyczna']);
      await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
      expect((await get(query)).total).toBe(0);
      await db.delete(items).where(eq(items.id, item.id));
    });
  });

  describe('owners', () => {
    it('never shows the items of a deleted account, whatever the filter', async () => {
      for (const q of ['q=stolowa', 'q=kolumnowa', 'category=1', 'location=Warszawa']) {
        expect(names((await get(q)).body), q).not.toContain('Wiertarka stołowa');
      }
    });
  });
});
