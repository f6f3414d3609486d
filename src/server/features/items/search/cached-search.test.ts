import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import type { SearchSort } from '@/shared/schemas/search';
import { createTestApp } from '@/server/test/test-app';
import { createCachedSearch } from './cached-search';
import { BITMAP_AT, pageOf, toMatchList } from './match-list';
import { seededRandom } from '@/shared/lib/seeded-random';
import { parseBlockedDays, searchItems, type ItemSearch } from './sql-search';
import { readCatalogueVersion } from './search-cache';
import { SearchIndex } from './search-index';
import { toItem } from '@/server/features/items/serialize';
import { insertItem, insertRental, insertUser, ratedBy, ratingsAveraging } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);

describe('parseBlockedDays and pageOf', () => {
  it('read a datemultirange as half-open day pairs and test a range inclusively', () => {
    expect(parseBlockedDays('{}')).toEqual([]);
    const blocked = parseBlockedDays('{[2026-01-10,2026-01-13),[2026-02-01,2026-02-02)}');
    expect(blocked).toHaveLength(4);
    expect(blocked[1] - blocked[0]).toBe(3);
    const list = toMatchList([
      { id: 1, available: true, blocked },
      { id: 2, available: false, blocked: [] },
      { id: 3, available: true, blocked: [] },
    ]);
    const free = (start?: string, end?: string) => pageOf(list, start, end, 0, 10).ids.includes(1);
    expect(pageOf(list, undefined, undefined, 0, 10)).toEqual({ ids: [1, 2, 3], total: 3 });
    expect(free('2026-01-01', '2026-01-09')).toBe(true);
    expect(free('2026-01-01', '2026-01-10')).toBe(false);
    expect(free('2026-01-12')).toBe(false);
    expect(free(undefined, '2026-01-13')).toBe(true);
    expect(free('2026-01-13', '2026-01-31')).toBe(true);
    expect(free('2026-01-13', '2026-02-01')).toBe(false);
    // An unavailable item never matches a range; offset and limit page the matches, the total counts them all.
    expect(pageOf(list, '2026-03-01', '2026-03-02', 0, 10)).toEqual({ ids: [1, 3], total: 2 });
    expect(pageOf(list, '2026-03-01', '2026-03-02', 1, 10)).toEqual({ ids: [3], total: 2 });
    expect(pageOf(list, '2026-03-01', '2026-03-02', 0, 1)).toEqual({ ids: [1], total: 2 });
    expect(pageOf(list, undefined, undefined, 2, 5)).toEqual({ ids: [3], total: 3 });
  });
  it('pages a long list by its per-day bitmaps exactly as match by match (open ends, offsets past a word, limits)', () => {
    const rnd = seededRandom(28);
    const base = parseBlockedDays('{[2026-03-01,2026-03-02)}')[0];
    const entries = Array.from({ length: BITMAP_AT + 1_500 }, (_, i) => {
      const blocked: number[] = [];
      for (let k = 0, n = Math.floor(rnd() * 4); k < n; k++) {
        const from = base + Math.floor(rnd() * 60) + k * 60;
        blocked.push(from, from + 1 + Math.floor(rnd() * 6));
      }
      if (rnd() < 0.01) blocked.unshift(-Infinity, base - 1);
      if (rnd() < 0.01) blocked.push(base + 400, Infinity);
      return { id: i + 1, available: rnd() > 0.05, blocked };
    });
    const long = toMatchList(entries);
    const iso = (d: number) => new Date(d * 86_400_000).toISOString().slice(0, 10);
    let checked = 0;
    for (let k = 0; k < 300; k++) {
      const lo = base - 5 + Math.floor(rnd() * 420);
      const hi = lo + Math.floor(rnd() * 10);
      const offset = [0, 1, 31, 32, 33, 500, 2_400][k % 7];
      const limit = [24, 1, 100][k % 3];
      // The same matches in a list too short for bitmaps, paged in pieces: the reference.
      const free = entries.filter(
        (e) => e.available && !e.blocked.some((d, j) => j % 2 === 0 && d < hi + 1 && lo < e.blocked[j + 1]),
      );
      const got = pageOf(long, iso(lo), iso(hi), offset, limit);
      expect(got.total).toBe(free.length);
      expect(got.ids).toEqual(free.slice(offset, offset + limit).map((e) => e.id));
      const short = toMatchList(entries.slice(0, BITMAP_AT - 1));
      expect(pageOf(short, iso(lo), iso(hi), 0, 1_000).ids).toEqual(
        free.filter((e) => e.id < BITMAP_AT).map((e) => e.id),
      );
      checked += got.ids.length;
    }
    expect(checked).toBeGreaterThan(1_000);
    expect(long.bitmaps?.size).toBeGreaterThan(3);
  });
});

describe('cached search answers exactly like the SQL search', async () => {
  const { db } = await createTestApp();
  const createdAt = new Date(Date.now() - 3600_000);

  beforeAll(async () => {
    const owners = [await insertUser(db), await insertUser(db)];
    const gone = await insertUser(db, { deletedAt: new Date() });
    const renter = await insertUser(db);
    const names = [
      'Wiertarka udarowa Bosch',
      'Wiertarka Makita',
      'Wiertarko-wkrętarka',
      'Zestaw wierteł',
      'Rower górski Kross',
      'Rower miejski',
      'Rower elektryczny',
      'Namiot turystyczny',
      'Kajak dmuchany',
      'Projektor Epson',
      'Aparat Canon',
      'Łódka wiosłowa',
    ];
    const places = [
      ['Warszawa', 'Mokotów'],
      ['Warszawa', null],
      ['Łódź', null],
      ['Kraków', 'Podgórze'],
    ] as const;
    // The rating sort's cases: one 5 below forty 4.8s; equal scores (4.0) told apart by the count, then by newest;
    // unrated last.
    const ratings = [
      ratedBy([5]),
      ratedBy(ratingsAveraging(4.8, 40)),
      {},
      ratedBy([4]),
      ratedBy([4, 4, 4]),
      ratedBy([5, 4]),
      ratedBy([3, 5, 4, 2]),
    ];
    const all = [];
    for (let i = 0; i < 36; i++) {
      const [location, district] = places[i % places.length];
      all.push(
        await insertItem(db, owners[i % 2].id, {
          name: names[i % names.length],
          description: i % 5 === 0 ? 'Przyda się też do roweru i jako wkrętarka' : `Opis numer ${i}`,
          categoryId: 1 + (i % 3),
          pricePerDay: ['10.00', '25.50', '10.00', '99.00'][i % 4],
          ...ratings[i % ratings.length],
          location,
          district,
          available: i % 7 !== 3,
          // A third take instant bookings (the `instant` filter, issue 26 §2).
          instantBooking: i % 3 === 1,
          // Ties on the creation time: the id decides.
          createdAt: new Date(createdAt.getTime() + (i % 6) * 60_000),
        }),
      );
    }
    await insertItem(db, gone.id, { name: 'Wiertarka stołowa', location: 'Warszawa' });
    // Every plain drill is booked for days 20-22 (nothing for those days: the typo-tolerant match must not answer).
    for (const item of all) {
      if (/^Wiertarka /.test(item.name)) await insertRental(db, item, renter.id, day(20), day(22));
    }
    for (const [i, item] of all.entries()) {
      if (i % 3 === 0)
        await insertRental(db, item, renter.id, day(10 + (i % 4)), day(12 + (i % 4)), i % 2 ? 'pending' : 'confirmed');
      if (i % 4 === 1) await insertRental(db, item, renter.id, day(30), day(30));
    }
  });

  const queries = [undefined, 'wiertarka', 'rower', 'rower górski', 'wiertraka', 'Bosch', 'ab', 'zzzz'];
  const locations = [undefined, 'Warszawa', 'lodz'];
  const sorts: SearchSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating', 'popular'];
  const ranges: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    [day(10), day(10)],
    [day(9), day(13)],
    [day(13), undefined],
    [undefined, day(30)],
    [day(20), day(22)],
    [day(23), day(29)],
  ];

  async function compare(maxMatches: number, extra: Partial<ItemSearch>[]) {
    const index = new SearchIndex(db);
    const { search: cached } = createCachedSearch(db, index, {
      listEntries: 100,
      listMatches: 60,
      maxMatches,
      pageEntries: 100,
      itemEntries: 20,
    });
    // The index's answers, not the SQL fallback's of an index not loaded yet.
    await index.load();
    const version = await readCatalogueVersion(db);
    let compared = 0;
    for (const q of queries)
      for (const location of locations)
        for (const sort of sorts)
          for (const [start, end] of ranges)
            for (const page of extra) {
              const s: ItemSearch = { q, categoryIds: [], location, start, end, sort, limit: 4, offset: 0, ...page };
              const want = await searchItems(db, s);
              const got = await cached(version, s);
              const label = JSON.stringify(s);
              expect(got.total, label).toBe(want.total);
              expect(got.body.toString(), label).toBe(JSON.stringify(want.items.map(toItem)));
              compared++;
            }
    return compared;
  }

  it(
    'gives the same items, order and totals for searches with and without dates, sorts and offsets',
    { timeout: 120_000 },
    async () => {
      const n = await compare(5_000, [
        {},
        { offset: 3 },
        { limit: 24, categoryIds: [1, 3] },
        { district: 'Mokotów', offset: 50 },
        // After the same searches without it: a cache key that forgot the filter would answer theirs.
        { instant: true },
      ]);
      expect(n).toBe(queries.length * locations.length * sorts.length * ranges.length * 5);
      // Every plain drill is booked: none for those days, not the near miss 'Wiertarko-wkrętarka' (no typo here).
      const booked = await searchItems(db, {
        q: 'wiertarka',
        categoryIds: [],
        start: day(20),
        end: day(22),
        sort: 'relevance',
        limit: 24,
        offset: 0,
      });
      expect(booked).toEqual({ items: [], total: 0 });
    },
  );

  it(
    'answers searches with more matches than maxMatches (lists from the index, typo lists by SQL) the same',
    { timeout: 60_000 },
    async () => {
      await compare(3, [{ offset: 2 }, { instant: true, offset: 1 }]);
    },
  );
});
