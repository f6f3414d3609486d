import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '@/server/db/client';
import { createTestApp } from '@/server/test/test-app';
import { watchStatements } from '@/server/test/watch-statements';
import { toItem } from '@/server/features/items/serialize';
import { insertItem, insertUser } from '@/server/features/items/test-fixtures';
import { createCachedSearch, ITEM_READS } from './cached-search';
import { createCatalogueSearch } from './catalogue-search';
import { readCatalogueVersion } from './search-cache';
import { SearchIndex } from './search-index';
import { searchItems, type ItemSearch } from './sql-search';

const quiet = { warn: () => {} };

/** Calls `seen` before the pool runs one of the item cache's statements (prepared by name, ITEM_READS). */
function onItemReads(db: Db, seen: () => void): () => void {
  const names: readonly string[] = Object.values(ITEM_READS);
  return watchStatements(db.$client, ({ name }) => {
    if (name !== undefined && names.includes(name)) seen();
  });
}
/** Caches of a few entries: the tests' catalogues are small. */
const small = { listEntries: 10, listMatches: 1_000, maxMatches: 1_000, pageEntries: 10 };

/** Issue 28 §1: a process answers from its first second; the index loads behind it. */
describe('the catalogue search before its index is loaded', async () => {
  const { db } = await createTestApp();
  const owner = await insertUser(db);
  for (const name of ['Rower górski Kross', 'Rower miejski', 'Namiot 4-osobowy'])
    await insertItem(db, owner.id, { name, location: 'Kraków' });
  const text: ItemSearch = { q: 'rower', categoryIds: [], sort: 'relevance', limit: 24, offset: 0 };
  const browse: ItemSearch = { categoryIds: [], location: 'Kraków', sort: 'newest', limit: 24, offset: 0 };

  it('is ready without reading the catalogue, answers like the index from SQL meanwhile, then from the index', async () => {
    const search = createCatalogueSearch({ db, log: quiet, version: 'read' });
    await search.ready();
    // ready() only started the read: the app listens before the catalogue is in memory.
    expect(search.indexReady).toBe(false);
    for (const s of [text, browse]) {
      const page = await search.search(s);
      const want = await searchItems(db, s);
      expect(page.body.toString()).toBe(JSON.stringify(want.items.map(toItem)));
      expect(page.total).toBe(want.total);
    }
    const [first] = (await searchItems(db, text)).items;
    expect(JSON.parse((await search.item(first.id))!.toString())).toMatchObject({ id: first.id, name: first.name });
    expect(await search.item(999_999)).toBeUndefined();

    await search.indexLoaded();
    expect(search.indexReady).toBe(true);
    const page = await search.search(text);
    expect(page.total).toBe(2);
    expect(page.body.toString()).toBe(JSON.stringify((await searchItems(db, text)).items.map(toItem)));
    await search.close();
  });

  it('a failed first read (no database) is tried again by the next search', async () => {
    let fail = true;
    const flaky = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'transaction' && fail) return () => Promise.reject(new Error('connection refused'));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const warnings: string[] = [];
    const search = createCatalogueSearch({ db: flaky, log: { warn: (_o, m) => warnings.push(m) }, version: 'read' });
    await search.ready();
    await expect(search.indexLoaded()).rejects.toThrow('connection refused');
    expect(warnings).toEqual(['search index not loaded yet; searches are answered by SQL']);
    expect(search.indexReady).toBe(false);
    fail = false;
    // Answered by SQL, and the read started again behind it.
    expect((await search.search(text)).total).toBe(2);
    await search.indexLoaded();
    expect(search.indexReady).toBe(true);
    await search.close();
  });

  it('an item cache fill cut off by the database is started again by the next search', async () => {
    let fail = true;
    let itemReads = 0;
    // Only the item cache's reads fail, or are counted.
    const undo = onItemReads(db, () => {
      if (fail) throw new Error('connection terminated');
      itemReads++;
    });
    onTestFinished(undo);
    const warnings: string[] = [];
    const search = createCatalogueSearch({ db, log: { warn: (_o, m) => warnings.push(m) }, version: 'read' });
    await search.ready();
    await search.indexLoaded();
    expect(warnings).toEqual(['item cache not filled; pages read their items as they are searched']);
    fail = false;
    // The next search starts the fill again (behind it): wait until that read has come and gone.
    await search.search(text);
    for (let i = 0; i < 100 && itemReads < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Filled whole: a page reads nothing more.
    const before = itemReads;
    const page = await search.search(browse);
    expect(itemReads).toBe(before);
    expect(page.body.toString()).toBe(JSON.stringify((await searchItems(db, browse)).items.map(toItem)));
    await search.close();
  });

  it('an index whose read takes long (a whole reread) holds no search up: SQL answers meanwhile', async () => {
    // The index's reads wait for a gate the test opens; the answers' own queries do not.
    let gate: Promise<void> = Promise.resolve();
    const slow = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'transaction')
          return (...args: unknown[]) =>
            gate.then(() => (target.transaction as (...a: unknown[]) => unknown).apply(target, args));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const index = new SearchIndex(slow);
    await index.load();
    const { search } = createCachedSearch(db, index, {
      ...small,
      itemEntries: 10,
      syncWaitMs: 50,
    });
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const added = await insertItem(db, owner.id, { name: 'Rower trekkingowy', location: 'Kraków' });
    const version = await readCatalogueVersion(db);
    const started = performance.now();
    const page = await search(version, text);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(index.version).toBeLessThan(version);
    // SQL's answer, with the item the index has not read yet.
    expect(page.body.toString()).toBe(JSON.stringify((await searchItems(db, text)).items.map(toItem)));
    expect(page.total).toBe(3);
    expect(JSON.parse(page.body.toString()).map((i: { id: number }) => i.id)).toContain(added.id);
    open();
    await index.sync(version);
    expect((await search(version, text)).body.toString()).toBe(page.body.toString());
  });

  it("keeps a page's items across versions until the item itself changes: a booking elsewhere re-reads nothing", async () => {
    let reads = 0;
    // A text search from the index reads nothing but its page's items (by primary key).
    const undo = onItemReads(db, () => reads++);
    onTestFinished(undo);
    const index = new SearchIndex(db);
    await index.load();
    const { search } = createCachedSearch(db, index, {
      ...small,
      itemEntries: 100,
    });
    const answer = async () => {
      const version = await readCatalogueVersion(db);
      await index.sync(version);
      const before = reads;
      const page = await search(version, text);
      expect(page.body.toString()).toBe(JSON.stringify((await searchItems(db, text)).items.map(toItem)));
      return reads - before;
    };
    expect(await answer()).toBe(1);
    expect(await answer()).toBe(0);
    // Another item changes: a new version, the same copies.
    await insertItem(db, owner.id, { name: 'Namiot plażowy', location: 'Kraków' });
    expect(await answer()).toBe(0);
    // A listed item changes: its copy is read again, in the answer at once.
    const [mtb] = (await searchItems(db, text)).items;
    await db.execute(sql`UPDATE items SET price_per_day = price_per_day + 100 WHERE id = ${mtb.id}`);
    expect(await answer()).toBe(1);
    expect(await answer()).toBe(0);
    // Pages answered at the same time read their missing items in one query (the city folded beforehand, as any
    // city searched before is).
    await index.foldFilters(browse);
    const together = createCachedSearch(db, index, {
      ...small,
      itemEntries: 100,
    });
    const now = await readCatalogueVersion(db);
    const before = reads;
    const [a, b] = await Promise.all([together.search(now, text), together.search(now, browse)]);
    expect(reads - before).toBe(1);
    expect(a.body.toString()).toBe(JSON.stringify((await searchItems(db, text)).items.map(toItem)));
    expect(b.body.toString()).toBe(JSON.stringify((await searchItems(db, browse)).items.map(toItem)));
    // A cache smaller than a page drops and reads again, never answers wrong.
    const tiny = createCachedSearch(db, index, {
      ...small,
      itemEntries: 1,
    });
    const version = await readCatalogueVersion(db);
    for (let i = 0; i < 3; i++)
      expect((await tiny.search(version, text)).body.toString()).toBe(
        JSON.stringify((await searchItems(db, text)).items.map(toItem)),
      );
  });
});
