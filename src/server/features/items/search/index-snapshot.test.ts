import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { addDays, todayIso } from '@/shared/domain/dates';
import { items } from '@/server/db/tables';
import { createTestApp } from '@/server/test/test-app';
import { testDeps } from '@/server/test/test-deps';
import { toItem } from '@/server/features/items/serialize';
import { insertItem, insertRental, insertUser } from '@/server/features/items/test-fixtures';
import { createCachedSearch } from './cached-search';
import { createCatalogueSearch, searchSnapshotFile } from './catalogue-search';
import { IndexStore } from './index-store';
import { catalogueJobs, writeSearchSnapshot } from './jobs';
import { readCatalogueVersion } from './search-cache';
import { SearchIndex } from './search-index';
import { searchItems, type ItemSearch } from './sql-search';

const day = (n: number) => addDays(todayIso(), n);
const silent = { error: () => {}, info: () => {} };
const searches: ItemSearch[] = [
  { q: 'rower', categoryIds: [], sort: 'relevance', limit: 24, offset: 0 },
  {
    q: 'rower',
    categoryIds: [],
    location: 'Gdańsk',
    start: day(3),
    end: day(4),
    sort: 'relevance',
    limit: 24,
    offset: 0,
  },
  { q: 'namiot', categoryIds: [], sort: 'price_asc', limit: 24, offset: 0 },
  { categoryIds: [], location: 'gdansk', sort: 'newest', limit: 24, offset: 0 },
  { categoryIds: [], sort: 'popular', limit: 24, offset: 0 },
  { categoryIds: [], start: day(3), sort: 'newest', limit: 5, offset: 1 },
];

/** Issue 28 §1: an app process starts from the snapshot the job wrote and catches up from catalogue_changes. */
describe('the search index snapshot', async () => {
  const { db, config, clock } = await createTestApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-'));
  const file = searchSnapshotFile(dataDir);
  const owner = await insertUser(db);
  const renter = await insertUser(db);
  const made: Awaited<ReturnType<typeof insertItem>>[] = [];
  for (const [name, location] of [
    ['Rower górski Kross', 'Gdańsk'],
    ['Rower miejski 🚲 z koszem', 'Gdańsk'],
    ['Namiot 4-osobowy', 'Kraków'],
    ['Namiot plażowy', 'Gdańsk'],
  ])
    made.push(await insertItem(db, owner.id, { name, location }));
  await insertRental(db, made[0], renter.id, day(2), day(5));

  /** The index's answers to every search, each checked against SQL at the database's current version. */
  async function answersLikeSql(index: SearchIndex) {
    const { search } = createCachedSearch(db, index, {
      listEntries: 50,
      listMatches: 1_000,
      maxMatches: 100,
      pageEntries: 10,
      itemEntries: 100,
    });
    const version = await readCatalogueVersion(db);
    await index.sync(version);
    for (const s of searches) {
      const page = await search(version, s);
      const want = await searchItems(db, s);
      expect(page.body.toString(), JSON.stringify(s)).toBe(JSON.stringify(want.items.map(toItem)));
      expect(page.total).toBe(want.total);
    }
  }

  it('is written by the job, read at start and caught up with what changed since, answering exactly like SQL', async () => {
    const job = catalogueJobs.find((j) => j.queue === 'catalogue-snapshot');
    expect(job?.schedule).toBe('*/10 * * * *');
    await job!.run(testDeps({ db, config: { ...config, DATA_DIR: dataDir }, clock }), new Date(), silent);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const written = await readCatalogueVersion(db);

    // Changes after the snapshot: a new item, a rename, a deletion, a booking.
    await insertItem(db, owner.id, { name: 'Rower trekkingowy', location: 'Gdańsk' });
    await db.update(items).set({ name: 'Namiot 6-osobowy' }).where(eq(items.id, made[2].id));
    await db.update(items).set({ deletedAt: new Date() }).where(eq(items.id, made[3].id));
    await insertRental(db, made[1], renter.id, day(3), day(3));
    expect(await readCatalogueVersion(db)).toBeGreaterThan(written);

    const index = new SearchIndex(db, undefined, { file });
    await index.load();
    expect(index.fromSnapshot).toBe(true);
    expect(index.fullReads).toBe(0);
    expect(index.size).toBe(4);
    await answersLikeSql(index);

    // The next snapshot starts from this one: still no whole read. A temporary left by a killed writer hours ago is
    // removed by it; one younger (a write under way in another process) is left alone.
    const stale = `${file}.999999.tmp`;
    const underWay = `${file}.999998.tmp`;
    fs.writeFileSync(stale, 'half a snapshot');
    fs.writeFileSync(underWay, 'being written');
    const hoursAgo = new Date(Date.now() - 2 * 3600_000);
    fs.utimesSync(stale, hoursAgo, hoursAgo);
    await job!.run(testDeps({ db, config: { ...config, DATA_DIR: dataDir }, clock }), new Date(), silent);
    const again = new SearchIndex(db, undefined, { file });
    await again.load();
    expect([again.fromSnapshot, again.fullReads, again.version]).toEqual([true, 0, await readCatalogueVersion(db)]);
    await answersLikeSql(again);
    expect([fs.existsSync(stale), fs.existsSync(underWay)]).toEqual([false, true]);
    fs.rmSync(underWay);
  });

  it('is not read into another catalogue, nor when it is damaged: the whole catalogue is read instead', async () => {
    const warnings: string[] = [];
    const warn = (_o: object, m: string) => warnings.push(m);
    // Another database (a restore, a test database) has another identity.
    await db.execute(sql`UPDATE catalogue_version SET catalogue_id = gen_random_uuid()`);
    const other = new SearchIndex(db, undefined, { file, warn });
    await other.load();
    expect([other.fromSnapshot, other.fullReads]).toEqual([false, 1]);
    await answersLikeSql(other);

    fs.writeFileSync(file, Buffer.from('not a snapshot at all'));
    const damaged = new SearchIndex(db, undefined, { file, warn });
    await damaged.load();
    expect([damaged.fromSnapshot, damaged.fullReads]).toEqual([false, 1]);
    await answersLikeSql(damaged);
    expect(warnings).toEqual([
      'search index snapshot of another catalogue; reading the whole catalogue',
      'search index snapshot unreadable; reading the whole catalogue',
    ]);
  });

  it('a database out of reach fails the read (tried again later), not the file: the next read starts from it', async () => {
    await writeSearchSnapshot(db, dataDir);
    let fail = true;
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (fail && (prop === 'select' || prop === 'transaction'))
          return () => {
            throw new Error('connection refused');
          };
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const warnings: string[] = [];
    const index = new SearchIndex(flaky, undefined, { file, warn: (_o, m) => warnings.push(m) });
    await expect(index.load()).rejects.toThrow('connection refused');
    expect(index.loaded).toBe(false);
    fail = false;
    await index.load();
    expect([index.fromSnapshot, index.fullReads, warnings]).toEqual([true, 0, []]);
    await answersLikeSql(index);
  });

  it("in an app's process the job has the live index write itself (no second index), and a read waits for the write", async () => {
    const liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-live-'));
    const liveFile = searchSnapshotFile(liveDir);
    const search = createCatalogueSearch({
      db,
      log: { warn: () => {} },
      version: 'read',
      autoLoadIndex: false,
      snapshotFile: liveFile,
    });
    await search.indexLoaded();
    const said: object[] = [];
    const job = catalogueJobs.find((j) => j.queue === 'catalogue-snapshot')!;
    const deps = { ...testDeps({ db, config: { ...config, DATA_DIR: liveDir }, clock }), search };
    // The spy is on a class other files use too: the worker keeps its modules (decision 0082), so it goes whatever happens.
    const loads = vi.spyOn(SearchIndex.prototype, 'load');
    try {
      await job.run(deps, new Date(), { error: () => {}, info: (o) => said.push(o) });
      // Only the live index's own catch-up ran (one load), and the log says which index wrote.
      expect(loads).toHaveBeenCalledTimes(1);
    } finally {
      loads.mockRestore();
      await search.close();
    }
    const version = await readCatalogueVersion(db);
    expect(said).toEqual([{ version, items: expect.any(Number), from: 'live index' }]);
    const meta = IndexStore.fromBytes(fs.readFileSync(liveFile)).meta;
    expect(Number(meta.version)).toBe(version);
    const started = new SearchIndex(db, undefined, { file: liveFile });
    await started.load();
    expect([started.fromSnapshot, started.fullReads, started.version]).toEqual([true, 0, version]);
    expect(started.size).toBe((said[0] as { items: number }).items);
    await answersLikeSql(started);

    // A change while the index writes: its read waits until the file is written (the columns being written are not
    // changed under the write), and the file holds the index as it was when the write began.
    const index = new SearchIndex(db, undefined, { file: liveFile });
    await index.load();
    await insertItem(db, owner.id, { name: 'Rower dziecięcy', location: 'Gdańsk' });
    const changed = await readCatalogueVersion(db);
    const order: string[] = [];
    const writing = index.writeSnapshot().then(() => order.push('written'));
    const reading = index.sync(changed).then(() => order.push('synced'));
    await Promise.all([writing, reading]);
    expect(order).toEqual(['written', 'synced']);
    expect(index.version).toBe(changed);
    expect(Number(IndexStore.fromBytes(fs.readFileSync(liveFile)).meta.version)).toBe(version);
    // A failed write (the folder is now a file) fails the job, and the next read is not held up by it.
    const blocked = new SearchIndex(db, undefined, { file: path.join(liveFile, 'inside') });
    await blocked.load();
    await expect(blocked.writeSnapshot()).rejects.toThrow();
    await blocked.sync(changed);
    expect(blocked.version).toBe(changed);
  });
});
