import { count, eq, min, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueChanges, items } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { toItem } from '@/server/features/items/serialize';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createCachedSearch } from './cached-search';
import { catalogueJobs } from './jobs';
import { pruneCatalogueChanges } from './prune-changes';
import { readCatalogueVersion } from './search-cache';
import { FULL_RELOAD_AT, SearchIndex } from './search-index';
import { searchItems, type ItemSearch } from './sql-search';
import { testDeps } from '@/server/test/test-deps';

const search = (q: string): ItemSearch => ({ q, categoryIds: [], sort: 'relevance', limit: 24, offset: 0 });
/** Every item of the first test has it: a search for it finds items an index holds and items it may have missed. */
const GARDEN = 'Do pracy w ogrodzie';
const silent = { error: () => {}, info: () => {} };

describe('pruning catalogue_changes', async () => {
  const { db, config, clock } = await createTestApp();
  const rows = async () => (await db.select({ n: count() }).from(catalogueChanges))[0].n;
  const oldest = async () => (await db.select({ v: min(catalogueChanges.version) }).from(catalogueChanges))[0].v;

  /** The index's answer at the database's current version, checked against the SQL search. */
  async function answers(index: SearchIndex, q: string): Promise<string[]> {
    if (!index.loaded) await index.load();
    const { search: cached } = createCachedSearch(db, index, {
      listEntries: 10,
      listMatches: 1_000,
      maxMatches: 100,
      pageEntries: 10,
      itemEntries: 10,
    });
    const page = await cached(await readCatalogueVersion(db), search(q));
    const want = await searchItems(db, search(q));
    expect(page.body.toString(), q).toBe(JSON.stringify(want.items.map(toItem)));
    return (JSON.parse(page.body.toString()) as { name: string }[]).map((i) => i.name);
  }

  it('drops what no index can use; an index near the newest version syncs by the log, one behind the pruning reloads', async () => {
    const owner = await insertUser(db);
    const lagging = new SearchIndex(db);
    await lagging.load();
    await insertItem(db, owner.id, { name: 'Grabie ogrodowe', description: GARDEN });
    const b = await insertItem(db, owner.id, { name: 'Taczka budowlana', description: GARDEN });
    const c = await insertItem(db, owner.id, { name: 'Sekator ręczny', description: GARDEN });
    const near = new SearchIndex(db);
    await near.load();
    const nearVersion = near.version;
    const d = await insertItem(db, owner.id, { name: 'Glebogryzarka', description: GARDEN });
    await db.update(items).set({ name: 'Glebogryzarka spalinowa' }).where(eq(items.id, d.id));
    await db.update(items).set({ name: 'Sekator akumulatorowy' }).where(eq(items.id, c.id));

    // Last changed: c, then d, then b, then a. Keeping two items: everything up to b's version goes.
    const bVersion = (
      await db.select({ v: catalogueChanges.version }).from(catalogueChanges).where(eq(catalogueChanges.itemId, b.id))
    )[0].v;
    const before = await rows();
    const deleted = await pruneCatalogueChanges(db, 2);
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await rows()).toBe(before - deleted);
    expect(await oldest()).toBe(bVersion + 1);
    // Pruning again with the same log deletes nothing more.
    expect(await pruneCatalogueChanges(db, 2)).toBe(0);

    // The index that was at c's insert reads just the changes since (its next version is still logged).
    expect(await answers(near, 'sekator')).toEqual(['Sekator akumulatorowy']);
    expect(await answers(near, 'glebogryzarka')).toEqual(['Glebogryzarka spalinowa']);
    expect(await answers(near, 'ogrodzie')).toHaveLength(4);
    expect(near.fullReads).toBe(1);
    expect(near.version).toBeGreaterThan(nearVersion);
    // The index from before a and b would miss them by the log alone: it sees the gap and reads everything.
    expect(await answers(lagging, 'ogrodzie')).toHaveLength(4);
    expect(await answers(lagging, 'grabie')).toEqual(['Grabie ogrodowe']);
    expect(lagging.fullReads).toBe(2);
  });

  it(
    'the hourly job keeps the log of the newest FULL_RELOAD_AT items, beyond which an index reloads anyway',
    { timeout: 30_000 },
    async () => {
      const owner = await insertUser(db);
      const job = catalogueJobs.find((j) => j.queue === 'catalogue-prune');
      expect(job?.schedule).toBe('17 * * * *');
      const run = () => job!.run(testDeps({ db, config, clock }), new Date(), silent);

      // A small log: nothing to prune.
      const small = await rows();
      await run();
      expect(await rows()).toBe(small);

      // One statement lists more items than an index would read one by one, then three single changes.
      await db.execute(sql`INSERT INTO items (owner_id, name, description, category_id, price_per_day, value, location, image_urls)
      SELECT ${owner.id}, 'Paleta ' || n, 'Opis palety', 7, 10, 500, 'Warszawa', ARRAY['/images/placeholder.webp'] FROM generate_series(1, ${FULL_RELOAD_AT + 5}) n`);
      const bulk = await readCatalogueVersion(db);
      const index = new SearchIndex(db);
      await index.load();
      const [x, y, z] = await db.select({ id: items.id }).from(items).where(eq(items.ownerId, owner.id)).limit(3);
      for (const { id } of [x, y, z])
        await db.update(items).set({ description: 'Paleta drewniana' }).where(eq(items.id, id));
      await run();
      // The bulk version named the (FULL_RELOAD_AT + 1)-th most recently changed item: it and all before it went.
      expect(await oldest()).toBe(bulk + 1);
      expect(await rows()).toBe(3);
      // An index at the bulk version still syncs by the log.
      expect(await answers(index, 'drewniana')).toHaveLength(3);
      expect(index.fullReads).toBe(1);
    },
  );
});
