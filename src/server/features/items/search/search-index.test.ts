import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { catalogueChanges, items, rentals, users } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { createCachedSearch } from './cached-search';
import { searchItems, type ItemSearch } from './sql-search';
import { readCatalogueVersion } from './search-cache';
import { SearchIndex } from './search-index';
import { toItem } from '@/server/features/items/serialize';
import { insertItem, insertRental, insertUser, ratedBy, ratingsAveraging } from '@/server/features/items/test-fixtures';

const day = (n: number) => addDays(todayIso(), n);
const search = (q: string, more: Partial<ItemSearch> = {}): ItemSearch => ({
  q,
  categoryIds: [],
  sort: 'relevance',
  limit: 24,
  offset: 0,
  ...more,
});

describe('the in-memory search index', async () => {
  const { db } = await createTestApp();
  const index = new SearchIndex(db);
  const { search: cached } = createCachedSearch(db, index, {
    listEntries: 100,
    listMatches: 10_000,
    maxMatches: 1_000,
    pageEntries: 100,
    itemEntries: 100,
  });

  /** The index's answer at the database's current version, checked against the SQL search. */
  async function names(s: ItemSearch): Promise<string[]> {
    // The index's answers, not the SQL fallback's of an index not loaded yet.
    if (!index.loaded) await index.load();
    const page = await cached(await readCatalogueVersion(db), s);
    const want = await searchItems(db, s);
    expect(page.body.toString(), JSON.stringify(s)).toBe(JSON.stringify(want.items.map(toItem)));
    expect(page.total).toBe(want.total);
    return (JSON.parse(page.body.toString()) as { name: string }[]).map((i) => i.name);
  }

  it('records every change a search can see in catalogue_changes, with a new version, and nothing else', async () => {
    const owner = await insertUser(db);
    const v0 = await readCatalogueVersion(db);
    const item = await insertItem(db, owner.id, { name: 'Hamak ogrodowy' });
    const v1 = await readCatalogueVersion(db);
    expect(v1).toBeGreaterThan(v0);
    const logged = await db.select().from(catalogueChanges).where(eq(catalogueChanges.version, v1));
    expect(logged.map((c) => c.itemId)).toEqual([item.id]);
    // An account change other than its deletion changes no search result: no new version.
    await db.update(users).set({ firstName: 'Inny' }).where(eq(users.id, owner.id));
    // A statement that changes no row neither.
    await db.update(items).set({ name: 'x' }).where(eq(items.id, -1));
    expect(await readCatalogueVersion(db)).toBe(v1);
    // A rental that holds the item changes its blocked days: the item is logged.
    const renter = await insertUser(db);
    await insertRental(db, item, renter.id, day(5), day(6));
    const v2 = await readCatalogueVersion(db);
    expect(v2).toBeGreaterThan(v1);
    const afterRental = await db
      .select()
      .from(catalogueChanges)
      .where(sql`${catalogueChanges.version} > ${v1}`);
    expect(afterRental.map((c) => c.itemId)).toContain(item.id);
    // Deleting the owner's account logs every item of the owner.
    const second = await insertItem(db, owner.id, { name: 'Hamak turystyczny' });
    const v3 = await readCatalogueVersion(db);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    const onDelete = await db
      .select()
      .from(catalogueChanges)
      .where(sql`${catalogueChanges.version} > ${v3}`);
    expect(onDelete.map((c) => c.itemId).sort()).toEqual([item.id, second.id].sort());
  });

  it('follows inserts, renames, bookings, deletions and deleted owners, answering exactly like SQL', async () => {
    const owner = await insertUser(db);
    const renter = await insertUser(db);
    const kayak = await insertItem(db, owner.id, { name: 'Kajak dwuosobowy', location: 'Kraków' });
    expect(await names(search('kajak'))).toEqual(['Kajak dwuosobowy']);

    // A new item with a word the vocabulary has never had: a probe looked up before must see it.
    expect(await names(search('ponton'))).toEqual([]);
    const boat = await insertItem(db, owner.id, { name: 'Ponton wiosłowy', location: 'Kraków' });
    expect(await names(search('ponton'))).toEqual(['Ponton wiosłowy']);
    expect(await names(search('PONTON', { location: 'krakow' }))).toEqual(['Ponton wiosłowy']);

    // Renamed: the old word no longer finds it, the new one does.
    await db.update(items).set({ name: 'Kanadyjka trzyosobowa' }).where(eq(items.id, kayak.id));
    expect(await names(search('kajak'))).toEqual([]);
    expect(await names(search('kanadyjka'))).toEqual(['Kanadyjka trzyosobowa']);

    // Booked: gone from that range only.
    await insertRental(db, boat, renter.id, day(10), day(12));
    expect(await names(search('ponton', { start: day(11), end: day(11) }))).toEqual([]);
    expect(await names(search('ponton', { start: day(13), end: day(14) }))).toEqual(['Ponton wiosłowy']);
    await db.update(rentals).set({ status: 'cancelled' }).where(eq(rentals.itemId, boat.id));
    expect(await names(search('ponton', { start: day(11), end: day(11) }))).toEqual(['Ponton wiosłowy']);

    // Deleted: gone.
    await db.delete(rentals).where(eq(rentals.itemId, boat.id));
    await db.delete(items).where(eq(items.id, boat.id));
    expect(await names(search('ponton'))).toEqual([]);

    // The owner's account deleted: every item of it leaves; restored: back.
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, owner.id));
    expect(await names(search('kanadyjka'))).toEqual([]);
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, owner.id));
    expect(await names(search('kanadyjka'))).toEqual(['Kanadyjka trzyosobowa']);
  });

  it('orders by the rating score like SQL (nulls last, equal scores by count) and follows a new score', async () => {
    const owner = await insertUser(db);
    await insertItem(db, owner.id, { name: 'Latarka kempingowa', ...ratedBy([4, 4, 4]) });
    const one = await insertItem(db, owner.id, { name: 'Latarka czołowa', ...ratedBy([4]) });
    await insertItem(db, owner.id, { name: 'Latarka bez ocen' });
    await insertItem(db, owner.id, { name: 'Latarka rowerowa', ...ratedBy([5]) });
    // Scores 4.17, then 4.0 twice (three reviews before one, though older); unrated last. Popular (none rented):
    // the score, then newest.
    const order = ['Latarka rowerowa', 'Latarka kempingowa', 'Latarka czołowa', 'Latarka bez ocen'];
    expect(await names(search('latarka', { sort: 'rating' }))).toEqual(order);
    expect(await names(search('latarka', { sort: 'popular' }))).toEqual([order[0], order[2], order[1], order[3]]);
    await db
      .update(items)
      .set(ratedBy(ratingsAveraging(4.8, 40)))
      .where(eq(items.id, one.id));
    expect(await names(search('latarka', { sort: 'rating' }))).toEqual([
      'Latarka czołowa',
      'Latarka rowerowa',
      'Latarka kempingowa',
      'Latarka bez ocen',
    ]);
  });

  it('folds like PostgreSQL, signs that become several letters included', async () => {
    const owner = await insertUser(db);
    await insertItem(db, owner.id, { name: 'Straßenlampe Łódzka', description: 'Æther ½ cala' });
    expect(await names(search('strassen'))).toEqual(['Straßenlampe Łódzka']);
    expect(await names(search('lodzka'))).toEqual(['Straßenlampe Łódzka']);
    expect(await names(search('aether'))).toEqual(['Straßenlampe Łódzka']);
    // '½' folds to ' 1/2' (with a space): found by substring over every item, like SQL.
    expect(await names(search('½'))).toEqual(await names(search('½', { sort: 'newest' })));
  });

  it('drops dead postings after many updates and still answers the same', async () => {
    const owner = await insertUser(db);
    const tent = await insertItem(db, owner.id, { name: 'Namiot plażowy' });
    for (let i = 0; i < 8; i++) {
      await db
        .update(items)
        .set({ description: `Wersja ${i} opisu namiotu` })
        .where(eq(items.id, tent.id));
      expect(await names(search(`wersja ${i}`))).toEqual(['Namiot plażowy']);
    }
    expect(await names(search('wersja 3'))).toEqual([]);
    expect(index.size).toBe(
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(items)
          .where(sql`owner_id IN (SELECT id FROM users WHERE deleted_at IS NULL)`)
      )[0].n,
    );
  });

  it('reads the whole catalogue in batches by id, one snapshot, and answers like the index read in one piece', async () => {
    const owner = await insertUser(db);
    for (const name of ['Kajak dwuosobowy', 'Kajak górski', 'Wiosło do kajaka', 'Kamizelka kajakowa'])
      await insertItem(db, owner.id, { name });
    const batched = new SearchIndex(db, 3);
    await batched.load();
    if (!index.loaded) await index.load();
    await index.sync(await readCatalogueVersion(db));
    expect(batched.size).toBe(index.size);
    expect(batched.size).toBeGreaterThan(6);
    const { search: viaBatched } = createCachedSearch(db, batched, {
      listEntries: 10,
      listMatches: 1_000,
      maxMatches: 1_000,
      pageEntries: 10,
      itemEntries: 10,
    });
    for (const q of ['kajak', 'namiot', 'wios']) {
      const got = await viaBatched(await readCatalogueVersion(db), search(q));
      const want = await searchItems(db, search(q));
      expect(got.body.toString(), q).toBe(JSON.stringify(want.items.map(toItem)));
    }
  });

  it('keeps browses in order by newest through inserts, updates, deletions and ties (the order is merged, not resorted)', async () => {
    const owner = await insertUser(db);
    const browse = (more: Partial<ItemSearch> = {}): ItemSearch => ({
      categoryIds: [],
      sort: 'newest',
      limit: 100,
      offset: 0,
      ...more,
    });
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const made = [];
    for (const [name, ago] of [
      ['Sanki drewniane', 30],
      ['Sanki plastikowe', 10],
      ['Łyżwy hokejowe', 20],
    ] as const)
      made.push(await insertItem(db, owner.id, { name, location: 'Zakopane', createdAt: at(ago) }));
    const inTown = browse({ location: 'Zakopane' });
    expect(await names(inTown)).toEqual(['Sanki plastikowe', 'Łyżwy hokejowe', 'Sanki drewniane']);
    await names(browse());
    // Added between the others, one with the same instant as another (the higher id first), one older than all.
    await insertItem(db, owner.id, { name: 'Narty biegowe', location: 'Zakopane', createdAt: at(15) });
    await insertItem(db, owner.id, { name: 'Kijki', location: 'Zakopane', createdAt: made[2].createdAt });
    await insertItem(db, owner.id, { name: 'Gogle', location: 'Zakopane', createdAt: at(60 * 24 * 400) });
    expect(await names(inTown)).toEqual([
      'Sanki plastikowe',
      'Narty biegowe',
      'Kijki',
      'Łyżwy hokejowe',
      'Sanki drewniane',
      'Gogle',
    ]);
    // An update moves nothing but its row; a deletion drops it; a rename keeps the place.
    await db.update(items).set({ name: 'Sanki z oparciem' }).where(eq(items.id, made[0].id));
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, made[1].id));
    expect(await names(inTown)).toEqual(['Narty biegowe', 'Kijki', 'Łyżwy hokejowe', 'Sanki z oparciem', 'Gogle']);
    expect(await names(browse({ location: 'Zakopane', sort: 'price_asc' }))).toHaveLength(5);
    await names(browse());
    await names(browse({ location: 'Zakopane', offset: 2, limit: 2 }));
  });
});
